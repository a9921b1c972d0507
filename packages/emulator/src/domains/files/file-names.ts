/** File names a caller chose, made safe for a response header or a ZIP entry. */

/** The name without lone surrogates (which no encoder takes). */
const wellFormed = (name: string) => name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** RFC 5987 `attr-char`s stay, everything else is percent-encoded as UTF-8. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A `Content-Disposition` value (RFC 6266): `filename` is a printable-ASCII fallback (no quote,
 * backslash or control character), `filename*` the exact name in UTF-8 (RFC 5987).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const exact = wellFormed(name);
  const fallback = exact.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${extValue(exact)}`;
}

/**
 * A ZIP entry name from a caller's file name: its last path segment only (`/`, `\` and drive letters
 * dropped), no leading dots, no control characters; `file` when nothing is left. Names already taken
 * get ` (2)`, ` (3)`, … before the extension.
 */
export function entryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = wellFormed(name).split(/[/\\:]/).pop()!.replace(/\p{Cc}/gu, '').replace(/^[.\s]+/, '').trim() || 'file';
    const dot = base.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    let candidate = base;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
