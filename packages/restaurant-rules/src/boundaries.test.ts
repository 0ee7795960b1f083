import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package runs unchanged in a browser, the site server and the brand API: only its own modules, no host APIs. */
const sources = readdirSync(__dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => [file, readFileSync(join(__dirname, file), 'utf8')] as const);

describe('the package boundaries', () => {
  it('has modules to check', () => {
    expect(sources.map(([file]) => file)).toEqual(expect.arrayContaining(['index.ts', 'clock.ts', 'icalendar.ts']));
  });

  it.each(sources)('%s imports only modules of this package', (_file, text) => {
    const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
    expect(specifiers.filter((specifier) => !specifier?.startsWith('./'))).toEqual([]);
    expect(text).not.toMatch(/\brequire\(|\bimport\(/);
  });

  it.each(sources)('%s uses no host API (DOM, Node, clock, randomness)', (_file, text) => {
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/'[^'\n]*'/g, "''");
    expect(code).not.toMatch(/\b(window|document|navigator|localStorage|fetch|Buffer|process|setTimeout|setInterval)\b|Date\.now\(|new Date\(\)|Math\.random\(/);
  });
});
