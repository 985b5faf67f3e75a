/**
 * Cuts the site's one web font down to what the site uses, before every dev server start and build.
 *
 * Inter's full Latin variable file is 48 KB and is preloaded on every page, so it competes with the HTML and CSS for
 * a slow phone's first round trips. Every word the site shows is typed in src/ (nothing is fetched), so the characters
 * of src/ plus printable ASCII are all it can ever need; the weights run from 400 to 700 (font-normal to font-bold)
 * and no page asks for an optional OpenType feature. The result is under half the size, and draws exactly the same
 * glyphs. A character outside it would fall back, glyph by glyph, to the metric-matched local font in styles.css.
 *
 * Output: src/assets/generated/inter-variable-subset.woff2 (not committed; made from the @fontsource package).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const subsetFontFile = 'src/assets/generated/inter-variable-subset.woff2';
const sourceFont = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** Layout features that are on by default in browsers, so text shapes as it does with the full font. */
const defaultOnFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'];
const usedWeights = { min: 400, max: 700 };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|html)$/.test(name) ? [path] : [];
  });
}

/** Every character typed in src/ and index.html, plus printable ASCII (for anything a visitor types into the form). */
function charactersUsed(): string {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCharCode(code));
  for (const file of [...sourceFiles('src'), 'index.html']) {
    for (const character of readFileSync(file, 'utf8')) if (character >= ' ') characters.add(character);
  }
  return [...characters].sort().join('');
}

const characters = charactersUsed();
const font = await subsetFont(readFileSync(sourceFont), characters, {
  targetFormat: 'woff2',
  keepFeatures: defaultOnFeatures,
  variationAxes: { wght: usedWeights },
});
mkdirSync(dirname(subsetFontFile), { recursive: true });
writeFileSync(subsetFontFile, font);
console.log(
  `subset-font: ${characters.length} characters, ${(font.length / 1024).toFixed(1)} KB ` +
    `(from ${(statSync(sourceFont).size / 1024).toFixed(1)} KB) → ${subsetFontFile}`,
);
