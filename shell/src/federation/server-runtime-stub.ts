/** Server rendering never loads remotes: these are only called from effects, which do not run there. */
const notOnServer = () => {
  throw new Error('remotes are loaded in the browser only');
};
export const registerRemotes = notOnServer;
export const loadRemote = notOnServer;
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
