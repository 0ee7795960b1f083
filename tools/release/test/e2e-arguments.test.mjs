import path from 'node:path';
import { e2eArguments } from '../../../scripts/e2e.mjs';

describe('npm run e2e -- …', () => {
  it.each([
    [[], {}, ['test', '-c', 'e2e/playwright.config.ts']],
    [['--release', 'qa/release.json'], { E2E_RELEASE_FILE: path.resolve('qa/release.json') }, ['test', '-c', 'e2e/playwright.config.ts']],
    [
      ['--release', 'r.json', '--store', '/srv/remotes', 'e2e/tests/browses-the-menus.spec.ts', '--grep', 'menu'],
      { E2E_RELEASE_FILE: path.resolve('r.json'), E2E_REMOTES_STORE: '/srv/remotes' },
      ['test', '-c', 'e2e/playwright.config.ts', 'e2e/tests/browses-the-menus.spec.ts', '--grep', 'menu'],
    ],
  ])('%p → env %p, playwright %p', (argv, env, playwright) => {
    expect(e2eArguments(argv)).toEqual({ env, playwright });
  });

  it('refuses --release without a file', () => {
    expect(() => e2eArguments(['--release'])).toThrow('--release needs a value');
  });
});
