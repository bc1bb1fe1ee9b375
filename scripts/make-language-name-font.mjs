#!/usr/bin/env node
// Writes the tiny font that draws "नेपाली" in the language switch on English pages: only the
// glyphs of that one word, cut from the Nepali pages' own Devanagari face (about 2 KB instead
// of 121 KB), so an English visitor on a device without a Devanagari font still reads the
// choice. Run again only if the word or the face changes: `node scripts/make-language-name-font.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const WORD = 'नेपाली';
const face = fileURLToPath(
  import.meta.resolve(
    '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  ),
);
const out = fileURLToPath(
  new URL('../apps/web/src/assets/fonts/language-name-ne.woff2', import.meta.url),
);
const subset = await subsetFont(readFileSync(face), WORD, {
  targetFormat: 'woff2',
  variationAxes: { wght: 600 },
});
writeFileSync(out, subset);
console.log(`${out}: ${subset.length} bytes`);
