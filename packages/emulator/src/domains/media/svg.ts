/** Generated product artwork: a flat gradient illustration with the item's initials. */

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const rgb = match ? parseInt(match[1] ?? '3858e9', 16) : 0x3858e9;
  return [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
}

function shade(hex: string, amount: number): string {
  const mix = (channel: number) => Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount));
  return `#${hexToRgb(hex).map((channel) => mix(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [red, green, b] = hexToRgb(hex);
  return (0.299 * red + 0.587 * green + 0.114 * b) / 255;
}

/** The letters on generated artwork: the first letters of the first two words, or the first two of a single word, upper-cased (`?` for a name without letters or digits). */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** A 1000×1000 SVG for `title` in `color`; `seed` varies the decoration. */
export function productSvg(title: string, color: string, seed = 0): string {
  const light = shade(color, 0.35);
  const dark = shade(color, -0.25);
  const ink = luminance(color) > 0.6 ? '#1c1d21' : '#ffffff';
  const cx = 300 + ((seed * 137) % 400);
  const cy = 260 + ((seed * 89) % 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="260" fill="${ink}" fill-opacity="0.08"/>
<circle cx="${1000 - cx}" cy="${1000 - cy}" r="180" fill="${ink}" fill-opacity="0.06"/>
<path d="M0 760 C 250 680 420 840 620 760 S 900 700 1000 740 L1000 1000 L0 1000 Z" fill="${dark}" fill-opacity="0.45"/>
<text x="500" y="560" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="260" font-weight="700" fill="${ink}" fill-opacity="0.92">${escapeXml(initials(title))}</text>
<text x="500" y="880" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="44" letter-spacing="4" fill="${ink}" fill-opacity="0.85">${escapeXml(title.toUpperCase().slice(0, 36))}</text>
</svg>
`;
}
