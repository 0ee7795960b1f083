import fs from 'node:fs';
import type { KnipConfig } from 'knip';

// Dependency hygiene for every workspace (`node scripts/dependency-check.mjs`, a step of `npm test`).
// Knip finds the webpack, Jest, Nx and ESLint configs itself; listed here are the entry points it
// cannot infer: module federation exposes, `node dist/…` scripts (their sources), webpack plugins
// and aliases given as paths, the Playwright config outside the root. Entries marked `!` are
// production code: `--production --strict` then reports a devDependency they import (undeclared
// for production) and a dependency only tests or tooling use (misplaced in `dependencies`).
// Workspace packages (@riviere/*) resolve through tsconfig paths and webpack aliases, so knip
// cannot see them as dependencies: scripts/dependency-check.mjs checks those itself.
// A remote mounts through @riviere/remote-kit, whose peer dependencies (React DOM, the router,
// rxjs) the remote provides even when its own code never imports them.
const remoteKit = JSON.parse(fs.readFileSync(new URL('packages/remote-kit/package.json', import.meta.url), 'utf8'));
const remote = {
  ignoreDependencies: Object.keys(remoteKit.peerDependencies ?? {}),
  entry: ['src/index.ts!', 'src/mount.ts!', 'src/bootstrap.tsx!', 'src/server.tsx!', 'webpack.config.js', 'jest.config.js'],
  project: ['src/**/*.{ts,tsx}!', '*.js'],
};

const config: KnipConfig = {
  ignoreDependencies: [/^@riviere\//],
  // Build outputs (a package's dist/ once built locally) are not source: CI checks before it builds.
  ignore: ['**/dist/**', '**/dist-ssr/**'],
  workspaces: {
    '.': {
      entry: ['scripts/*.{mjs,cjs}', 'tools/webpack/*.{cjs,js}', 'jest.preset.js', 'jest.jsdom-preset.js', 'eslint.config.mjs', 'knip.config.ts'],
      project: ['scripts/**/*.{mjs,cjs}', 'tools/webpack/**/*.{cjs,js}', 'e2e/**/*.ts', '*.{js,mjs,ts}'],
      playwright: { config: ['e2e/playwright.config.ts'], entry: ['e2e/tests/**/*.spec.ts', 'e2e/support/global-setup.ts'] },
      // The shared cache (deploy/varnish): Debian's varnish, installed by .ci/run as Chromium is.
      ignoreBinaries: ['varnishd'],
    },
    'mf-*': remote,
    shell: {
      entry: ['src/index.ts!', 'src/bootstrap.tsx!', 'src/ssr.tsx!', 'src/federation/fallback-plugin.ts!', 'src/federation/server-runtime-stub.ts!', 'webpack.config.js', 'webpack.ssr.config.js', 'jest.config.js'],
      project: ['src/**/*.{ts,tsx}!', '*.js'],
    },
    // The render worker is started by path (new Worker), not imported.
    'shell/server': { entry: ['src/server.ts!', 'src/ssr/render-worker.ts!'], project: ['src/**/*.ts!'], ignoreBinaries: ['varnishd'] },
    'services/brand-api': { entry: ['src/server.ts!', 'src/cli/*.ts', 'bench/*.mjs'], project: ['src/**/*.ts!', 'bench/**/*.mjs'] },
    // Each package's public surface: its index and the subpaths its `exports` name.
    'packages/*': { entry: ['src/index.ts!', 'src/standalone.tsx!', 'src/text.ts!', 'src/server-render.tsx!', 'src/testing.ts', 'src/testing/*.{ts,tsx}'], project: ['src/**/*.{ts,tsx}!'] },
    // The typefaces are used by src/fonts.css (its url()s, bundled by the shell), which knip does not
    // read; scripts/font-metrics.mjs measures them with the system's fontconfig (fc-match).
    'packages/design-tokens': {
      entry: ['src/index.ts!', 'scripts/*.mjs'],
      project: ['src/**/*.ts!', 'scripts/*.mjs'],
      ignoreDependencies: ['@fontsource/playfair-display', '@fontsource/source-sans-3'],
      ignoreBinaries: ['fc-match'],
    },
    'tools/*': { entry: ['bin/*.mjs!', 'src/*.mjs!', 'test/**/*.test.mjs'], project: ['**/*.{mjs,cjs}!'] },
  },
};

export default config;
