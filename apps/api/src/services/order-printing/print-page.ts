import { html, SafeHtml } from './safe-html.ts';

/*
 * A page for an 80 mm thermal printer: the paper is 80 mm wide and prints 72 mm of it. CSS has no
 * page as long as its contents (`size: 80mm auto` is not valid and would give Letter), so the
 * page is the drivers' own "Roll paper 80 x 297 mm", whose bottom margin they cut off; a longer
 * order runs on over a second page of the roll. Black on white, in a monospace type, so that
 * amounts line up as on any till slip.
 */
const STYLE = `
@page { size: 80mm 297mm; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { width: 80mm; padding: 3mm 4mm 6mm; font: 12px/1.35 "DejaVu Sans Mono", "Liberation Mono", "Courier New", monospace; }
h1, h2, p { margin: 0; }
.center { text-align: center; }
.strong { font-weight: 700; }
.large { font-size: 15px; font-weight: 700; }
.number { font-size: 30px; line-height: 1.1; font-weight: 800; letter-spacing: 1px; }
.notice { margin: 2mm 0; padding: 1mm; border: 2px solid #000; text-align: center; font-weight: 700; }
hr { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
table { width: 100%; border-collapse: collapse; }
td { padding: 0.5mm 0; vertical-align: top; }
td.amount { text-align: right; white-space: nowrap; padding-left: 2mm; }
td.quantity { width: 1%; white-space: nowrap; padding-right: 2mm; }
.choices { padding-left: 4mm; }
.total td { font-size: 14px; font-weight: 700; border-top: 1px solid #000; padding-top: 1mm; }
.note { margin-top: 1mm; padding: 1mm; border: 1px solid #000; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** The complete document: a title for the print queue and the page's contents. */
export function printPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
${body}
</body>
</html>
`.markup;
}
