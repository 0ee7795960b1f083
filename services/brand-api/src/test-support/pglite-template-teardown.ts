// Jest's global teardown for test-support/pglite-template.ts.
export { removePgliteTemplate as default } from './pglite-template';
