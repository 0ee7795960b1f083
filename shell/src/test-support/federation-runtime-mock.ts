/** The federation runtime, replaced in unit tests: tests script what a remote load does. */
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
