/** The package version (semver); kept equal to package.json by version.test.ts. */
export const VERSION = '1.1.0';
