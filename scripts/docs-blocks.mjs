// The fenced ```ts / ```tsx blocks of a Markdown text, for scripts/check-docs.mjs (compiles them) and
// scripts/check-packages.mjs (a package README needs a quick start that is compiled, not a fragment).

/** The line right before a fence that marks its block as a fragment (skipped by the compile check). */
export const FRAGMENT = '<!-- fragment -->';

/** The ```ts / ```tsx blocks of one file, with their line and whether they are marked as fragments. */
export function codeBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})(ts|tsx|typescript)\s*$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body = [];
    let end = index + 1;
    while (end < lines.length && lines[end].trim() !== fence) body.push(lines[end++].slice(indent.length));
    let before = index - 1;
    while (before >= 0 && !lines[before].trim()) before--;
    blocks.push({ line: index + 1, tsx: lang === 'tsx', fragment: before >= 0 && lines[before].trim() === FRAGMENT, code: body.join('\n') });
    index = end;
  }
  return blocks;
}
