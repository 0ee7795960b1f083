// Each fixture is linted with the repository's real eslint.config.mjs, at the path it would have
// in the repository, and must fail exactly the rule it is written for.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const component = (body) => `export function Widget() {\n  ${body}\n}\n`;

describe('a fixture that breaks one rule fails exactly that rule', () => {
  it.each([
    ['architecture/remote-boundaries', 'mf-finder/src/features/search/lib/slot.ts', "import { slotWindow } from '../../../../../mf-booking/src/features/booking/lib/slot-window';\nexport const window = slotWindow;\n"],
    ['architecture/remote-boundaries', 'mf-finder/src/features/search/lib/slot.ts', "import type { BookingRequest } from '@riviere/mf-booking';\nexport type Request = BookingRequest;\n"],
    ['architecture/remote-boundaries', 'mf-menus/src/app/routes.tsx', "import { Header } from '../../../shell/src/layout/header';\nexport const routes = [Header];\n"],
    ['architecture/remote-boundaries', 'mf-menus/src/app/routes.tsx', "export const booking = () => import('mf_booking/Mount');\n"],
    ['architecture/package-boundaries', 'packages/restaurant-rules/src/opening.ts', "import { hoursOf } from '../../../mf-finder/src/features/opening-hours/lib/hours';\nexport const hours = hoursOf;\n"],
    ['architecture/package-boundaries', 'packages/remote-kit/src/frame.tsx', "import { Layout } from '../../../shell/src/layout/layout';\nexport const frame = Layout;\n"],
    ['architecture/package-boundaries', 'packages/api-client/src/types.ts', "import type { Restaurant } from '@riviere/brand-api';\nexport type Row = Restaurant;\n"],
    ['architecture/feature-boundaries', 'mf-booking/src/features/group-booking/model/group.schema.ts', "import { isBookingTime } from '../../booking/lib/booking-time';\nexport const valid = isBookingTime;\n"],
    ['architecture/feature-boundaries', 'mf-finder/src/features/locations/components/list.tsx', "import { routes } from '../../../app/routes';\nexport const list = routes;\n"],
    ['react-hooks/rules-of-hooks', 'mf-menus/src/features/menus/components/widget.tsx', component("if (Math.random() > 1) useEffect(() => {});\n  return null;").replace(/^/, "import { useEffect } from 'react';\n")],
    ['react-hooks/exhaustive-deps', 'mf-menus/src/features/menus/components/widget.tsx', "import { useEffect } from 'react';\nexport function Widget({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, []);\n  return null;\n}\n"],
    ['jsx-a11y/alt-text', 'mf-marketing/src/features/offer/components/banner.tsx', component('return <img src="/offer.jpg" />;')],
    ['jsx-a11y/anchor-has-content', 'shell/src/layout/tile.tsx', component('return <a href="/find-us" />;')],
    ['architecture/no-focused-tests', 'mf-finder/src/features/search/lib/slot.test.ts', "it.only('finds a slot', () => {\n  expect(1).toBe(1);\n});\n"],
    ['architecture/no-focused-tests', 'mf-finder/src/features/search/lib/slot.test.ts', "describe.skip('slots', () => {\n  it('finds one', () => expect(1).toBe(1));\n});\n"],
    ['architecture/no-focused-tests', 'packages/app-token/src/token.test.ts', "xit('signs', () => expect(1).toBe(1));\n"],
    ['architecture/no-focused-tests', 'packages/app-token/src/token.test.ts', "fit('signs', () => expect(1).toBe(1));\n"],
    ['architecture/no-focused-tests', 'e2e/tests/books-a-table.spec.ts', "import { test } from '@playwright/test';\ntest.describe.only('books', () => {\n  test('a table', async () => {});\n});\n"],
    ['architecture/no-focused-tests', 'tools/release/test/cli.test.mjs', "test.skip('lists releases', () => expect(1).toBe(1));\n"],
    ['architecture/no-focused-tests', 'mf-careers/src/features/jobs/lib/search.test.ts', "it.skip.each([[1]])('filters %p', (n) => expect(n).toBe(1));\n"],
    ['no-restricted-syntax', 'packages/mf-contract/src/live.ts', "export const fiberOf = (element: Element) => Object.keys(element).find((key) => key.startsWith('__reactFiber$'));\n"],
    ['no-restricted-syntax', 'shell/src/federation/live.ts', "export const propsOf = (element: Element, id: string) => (element as unknown as Record<string, unknown>)[`__reactProps$${id}`];\n"],
    ['no-restricted-syntax', 'mf-finder/src/shared/live.ts', "export const rootOf = (element: Record<string, unknown>) => element.__reactContainer$abc;\n"],
    ['no-restricted-syntax', 'tools/webpack/live.js', "export const isLive = (element) => Object.keys(element).some((key) => /^__reactFiber/.test(key));\n"],
  ])('%s fails on %s', async (rule, file, code) => {
    expect(await ruleIdsOf(file, code)).toEqual([rule]);
  });
});

describe('code that keeps to the architecture passes', () => {
  it.each([
    ['a feature importing its own folder, src/shared/ and packages', 'mf-booking/src/features/group-booking/components/form.tsx', "import { useState } from 'react';\nimport { LoadingState } from '@riviere/remote-kit';\nimport { slotWindow } from '@riviere/restaurant-rules';\nimport { useBookingServices } from '../../../shared/api';\nimport { toPayload } from '../lib/to-payload';\nexport function Form() {\n  const [open] = useState(false);\n  useBookingServices();\n  return open ? <LoadingState /> : <label htmlFor=\"when\">{String(slotWindow)}{String(toPayload)}<input id=\"when\" /></label>;\n}\n"],
    ['src/app importing features', 'mf-finder/src/app/routes.tsx', "import { SearchPage } from '../features/search/components/search-page';\nexport const routes = [SearchPage];\n"],
    ['a test reaching across features of its remote', 'mf-booking/src/features/group-booking/components/form.test.tsx', "import { renderWithProviders } from '../../../test-support/render';\nimport { TIME_OPTIONS } from '../../booking/lib/booking-time';\nimport { routes } from '../../../app/routes';\nit('renders', () => expect([renderWithProviders, TIME_OPTIONS, routes]).toHaveLength(3));\n"],
    ['the shell loading a remote through federation', 'shell/src/federation/remotes.ts', "export const booking = () => import('mf_booking/Mount');\n"],
    ['a Playwright fixture calling its own use()', 'e2e/support/fixtures.ts', "import { test as base } from '@playwright/test';\nexport const test = base.extend<{ site: string }>({\n  site: async ({ baseURL }, use) => {\n    await use(baseURL ?? 'http://localhost');\n  },\n});\n"],
    ['a package importing another package', 'packages/remote-kit/src/api.ts', "import { createApiClient } from '@riviere/api-client';\nexport const create = createApiClient;\n"],
    ['a test reading what React keeps on an element', 'packages/mf-contract/src/live.test.ts', "it('keeps a fiber', () => expect(Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))).toBe(false));\n"],
  ])('%s', async (_name, file, code) => {
    expect(await ruleIdsOf(file, code)).toEqual([]);
  });
});

describe('modules that import each other are refused', () => {
  // The rule follows imports on disk, so these fixtures are files (ignored by the repository's
  // own lint run) rather than text.
  const fixtures = new ESLint({ cwd: root, ignore: false });
  const fixture = (file) => path.join(root, 'tools/lint/test/fixtures', file);

  async function cyclesIn(...files) {
    const results = await fixtures.lintFiles(files.map(fixture));
    return results.map((result) => [path.basename(result.filePath), result.messages.map((message) => message.ruleId ?? message.message)]);
  }

  it('refuses both sides of a cycle', async () => {
    expect(await cyclesIn('import-cycle/menu.ts', 'import-cycle/price.ts')).toEqual([
      ['menu.ts', ['import-x/no-cycle']],
      ['price.ts', ['import-x/no-cycle']],
    ]);
  });

  it('passes the same modules once the shared piece has a file of its own', async () => {
    expect(await cyclesIn('import-chain/menu.ts', 'import-chain/price.ts', 'import-chain/dishes.ts')).toEqual([
      ['menu.ts', []],
      ['price.ts', []],
      ['dishes.ts', []],
    ]);
  });
});
