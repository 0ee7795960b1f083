import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote cannot be loaded (its server is down, a chunk is missing), answer with a module
 * that says so instead of throwing inside the federation runtime: the remote slot shows its
 * fallback with "Try again", and nothing else on the page is affected.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback',
    errorLoadRemote({ id, error }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] ${id} could not be loaded: ${reason}`);
      return { unavailable: reason };
    },
  };
}
