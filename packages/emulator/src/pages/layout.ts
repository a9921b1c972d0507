/** Escapes text for safe use in HTML content and attribute values. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1d21;background:#f5f6f8}
header.sk-top{background:#16181d;color:#fff;padding:.6rem 1rem;display:flex;align-items:center;gap:.5rem;font-size:.9rem}
header.sk-top strong{font-weight:600}
header.sk-top span{opacity:.65}
main{max-width:34rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e4e9;border-radius:10px;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.04)}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.2rem 0 .6rem}
label{display:block;font-weight:500;margin:.8rem 0 .3rem}
input,select,textarea{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #c9ccd3;border-radius:6px;background:#fff}
input:focus,select:focus,textarea:focus{outline:2px solid #3858e9;outline-offset:1px;border-color:#3858e9}
button,.button{display:inline-block;margin-top:1.1rem;padding:.65rem 1.2rem;font:inherit;font-weight:600;color:#fff;background:#3858e9;border:0;border-radius:6px;cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:#e8ebf3;color:#1c1d21}
.error{background:#fdecec;color:#a11;border:1px solid #f5c2c2;border-radius:6px;padding:.6rem .8rem;margin:0 0 1rem}
.note{color:#5d6170;font-size:.9rem}
table{width:100%;border-collapse:collapse;font-size:.92rem}
th,td{text-align:left;padding:.45rem .4rem;border-bottom:1px solid #eceef2;vertical-align:top}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88em;background:#f0f1f4;padding:.1em .3em;border-radius:4px;word-break:break-all}
a{color:#3858e9}
@media (max-width:480px){main{margin:1rem auto}.card{padding:1rem}}
`;

/** A complete, responsive HTML document with the emulator's header; `bodyHtml` is inserted as-is. */
export function page(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · SiteKit platform emulator</title>
<style>${STYLE}</style>
</head>
<body>
<header class="sk-top"><strong>SiteKit platform emulator</strong><span>local copy of the hosted platform</span></header>
<main>
${bodyHtml}
</main>
</body>
</html>
`;
}
