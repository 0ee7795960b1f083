// Each fixture is linted with the repository's real stylelint.config.mjs, at the path it would have
// in the repository, and must fail exactly the rule it is written for; the stylesheets that keep
// to the rules pass. (The repository's own stylesheets are linted by `npm run lint:css`, a step of `npm test`.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const configFile = path.join(root, 'stylelint.config.mjs');

async function problemsOf(file, code) {
  const { results } = await stylelint.lint({ code, codeFilename: path.join(root, file), configFile, cwd: root });
  return results[0].warnings.map((w) => [w.rule, w.text]);
}

const ruleIdsOf = async (file, code) => [...new Set((await problemsOf(file, code)).map(([rule]) => rule))];

const layered = (css) => `@layer components {\n${css}\n}\n`;

describe('a stylesheet that breaks the rules is refused', () => {
  it.each([
    ['a remote restyling links', 'mf-careers/src/app/app.css', layered('.cr-app a { color: var(--color-primary); }'), 'riviere/layers', /styles elements by tag \(a\)/],
    ['a remote restyling buttons on their own', 'mf-booking/src/app/app.css', layered('button:hover { background: var(--color-blush); }'), 'riviere/layers', /styles elements by tag \(button\)/],
    ['a remote resetting every element', 'mf-menus/src/app/app.css', layered('.mm-app * { box-sizing: inherit; }'), 'riviere/layers', /styles elements by tag \(\*\)/],
    ['a remote writing to the base layer', 'mf-finder/src/app/app.css', '@layer base {\n.fd-app { color: var(--color-black); }\n}\n', 'riviere/layers', /belongs to the design-tokens package/],
    ['a rule outside any layer', 'mf-marketing/src/app/app.css', '.mk-card { padding: var(--space-md); }\n', 'riviere/layers', /outside any cascade layer/],
    ['a rule in a layer of another name', 'mf-marketing/src/app/app.css', '@layer overrides {\n.mk-card { padding: 0; }\n}\n', 'riviere/layers', /not one of the site's layers/],
    ['a layer order of its own', 'shell/src/styles.css', `@layer components, base;\n${layered('.header { color: red; }')}`, 'riviere/layers', /declares another order/],
    ["a remote styling another part's class", 'mf-finder/src/features/search/components/find-us.css', layered('.fd-search .cr-button { flex: none; }'), 'riviere/class-prefix', /has mf-careers's prefix/],
    ["a remote styling the shell's classes", 'mf-menus/src/features/menu/components/menus.css', layered('.header__brand { color: red; }'), 'riviere/class-prefix', /does not start with this part's prefix "mm-"/],
    ['a remote redefining a shared component', 'mf-booking/src/app/app.css', layered('.rv-button { padding: 0; }'), 'riviere/class-prefix', /shared component of design-tokens' base.css/],
    ["the shell styling a remote's class", 'shell/src/layout/layout.css', layered('.tile .bk-strip { margin: 0; }'), 'riviere/class-prefix', /has mf-booking's prefix/],
  ])('%s (%s)', async (_name, file, code, rule, message) => {
    const problems = await problemsOf(file, code);
    expect([...new Set(problems.map(([r]) => r))]).toEqual([rule]);
    expect(problems.map(([, text]) => text).join('\n')).toMatch(message);
  });
});

describe('a stylesheet that keeps to the rules passes', () => {
  it.each([
    ['a remote component in its layer, under its prefix', 'mf-careers/src/features/jobs/components/jobs.css', layered('.cr-card { display: grid; }\n.cr-card__link:hover { text-decoration: underline; }\n@media (min-width: 768px) { .cr-card { gap: var(--space-md); } }')],
    ['a shared component adjusted inside a class of its own', 'mf-finder/src/features/search/components/find-us.css', layered('.fd-search__row .rv-button { flex: none; }')],
    ['conditions on elements (:has, :not) and structural pseudo-classes', 'mf-finder/src/features/restaurant/components/restaurant.css', layered('.fd-strip:has(> [data-widget-host] > *) > .fd-strip__link { display: none; }\n.fd-row:nth-child(even) { background: var(--color-off-white); }')],
    ['keyframes beside the layers', 'mf-booking/src/app/app.css', `${layered('.bk-wheel { animation: bk-spin 1s linear infinite; }')}@keyframes bk-spin { to { transform: rotate(360deg); } }\n`],
    ['the site\'s layer order', 'packages/design-tokens/src/layers.css', '@layer reset, base, components, utilities;\n'],
    ['element styles in the base layer of design-tokens', 'packages/design-tokens/src/base.css', '@layer base {\na:hover { color: var(--color-primary-dark); }\n:is(h1, h2)[tabindex=\'-1\']:focus { outline: none; }\n}\n'],
    ['the shell\'s unprefixed classes', 'shell/src/layout/layout.css', layered('.header__bar { display: flex; }\n.tile--bg-crimson .rv-button--primary { color: var(--color-primary); }')],
  ])('%s', async (_name, file, code) => {
    expect(await ruleIdsOf(file, code)).toEqual([]);
  });
});

