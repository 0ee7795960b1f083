import pkg from '../package.json';
import { VERSION } from './index';

describe('VERSION', () => {
  it('equals the package.json version', () => {
    expect(VERSION).toBe(pkg.version);
  });

  it('is semver', () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });
});
