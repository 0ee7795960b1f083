// `npm run font-metrics -w @riviere/design-tokens`: the overrides of the metric-matched fallback
// faces in src/fonts.css, computed from the font files. Each brand face gets a fallback made of a
// font every computer has (Times New Roman, Arial; Linux has Liberation Serif and Liberation Sans,
// drawn to the same metrics), scaled so that its text runs as wide as the brand face's and its
// lines as tall: the page keeps its layout when the brand face arrives and replaces it.
//
// size-adjust: the brand face's average character width over the fallback's, each per em and
// weighted by how often each character occurs in the text it sets on the site (the brand API's
// seed content: its titles, headings and names for the display face, all of it for the text face). ascent-, descent- and line-gap-override: the brand face's hhea metrics per em (what
// browsers use for line boxes), divided by size-adjust, which scales them too.
//
// Reads the fallback fonts from Liberation's files (`fc-match` finds them; `FALLBACK_FONTS=<dir>`
// names another folder), prints the @font-face blocks to paste into src/fonts.css.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const fontsource = (pkg, file) => path.join(root, 'node_modules/@fontsource', pkg, 'files', file);

function fallbackFile(name, file) {
  if (process.env.FALLBACK_FONTS) return path.join(process.env.FALLBACK_FONTS, file);
  return execFileSync('fc-match', ['-f', '%{file}', name], { encoding: 'utf8' });
}

/** Field names in the seed content whose text is set as a heading (in the display face). */
const HEADING_KEYS = new Set(['title', 'heading']);

/**
 * How often each character occurs in the seed content's text (pages, menus, jobs, restaurants…):
 * all of it for the text face, only its titles, headings and names for the display face.
 */
function characterWeights(headingsOnly) {
  const seed = path.join(root, 'services/brand-api/seed');
  const counts = new Map();
  const walk = (value, key) => {
    if (typeof value === 'string') {
      if (!headingsOnly || HEADING_KEYS.has(key)) for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  for (const file of fs.readdirSync(seed).filter((f) => f.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(seed, file), 'utf8')), null);
  // Prose only: letters, digits, space and common punctuation (not ids, URLs' slashes or JSON keys' underscores).
  return [...counts].filter(([c]) => /[\p{L}\p{N} .,'’!?&:;()-]/u.test(c));
}

/** Average advance width per em, weighted. */
function averageWidth(font, weights) {
  let total = 0;
  let sum = 0;
  for (const [c, n] of weights) {
    const glyph = font.glyphForCodePoint(c.codePointAt(0));
    if (!glyph || glyph.id === 0) continue;
    sum += glyph.advanceWidth * n;
    total += n;
  }
  return sum / total / font.unitsPerEm;
}

const percent = (n) => `${(n * 100).toFixed(2)}%`;

const PAIRS = [
  {
    family: 'Playfair Display fallback',
    headings: true,
    web: fontsource('playfair-display', 'playfair-display-latin-700-normal.woff2'),
    weight: 700,
    style: 'normal',
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    fallback: fallbackFile('Liberation Serif:bold', 'LiberationSerif-Bold.ttf'),
  },
  {
    family: 'Source Sans 3 fallback',
    web: fontsource('source-sans-3', 'source-sans-3-latin-400-normal.woff2'),
    weight: 400,
    style: 'normal',
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    fallback: fallbackFile('Liberation Sans', 'LiberationSans-Regular.ttf'),
  },
  {
    family: 'Source Sans 3 fallback',
    web: fontsource('source-sans-3', 'source-sans-3-latin-400-italic.woff2'),
    weight: 400,
    style: 'italic',
    local: ['Arial Italic', 'Arial-ItalicMT', 'Liberation Sans Italic', 'LiberationSans-Italic'],
    fallback: fallbackFile('Liberation Sans:italic', 'LiberationSans-Italic.ttf'),
  },
  {
    family: 'Source Sans 3 fallback',
    web: fontsource('source-sans-3', 'source-sans-3-latin-600-normal.woff2'),
    weight: 600,
    style: 'normal',
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    fallback: fallbackFile('Liberation Sans:bold', 'LiberationSans-Bold.ttf'),
  },
];

for (const pair of PAIRS) {
  const weights = characterWeights(pair.headings === true);
  const web = fontkit.openSync(pair.web);
  const fallback = fontkit.openSync(pair.fallback);
  const sizeAdjust = averageWidth(web, weights) / averageWidth(fallback, weights);
  const em = web.unitsPerEm * sizeAdjust;
  console.log(`/* ${path.basename(pair.web)} over ${fallback.fullName} */
@font-face {
  font-family: '${pair.family}';
  font-style: ${pair.style};
  font-weight: ${pair.weight};
  src: ${pair.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(web.ascent / em)};
  descent-override: ${percent(Math.abs(web.descent) / em)};
  line-gap-override: ${percent(web.lineGap / em)};
}
`);
}
