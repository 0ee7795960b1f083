import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createShellServices } from './app/services';
import { ensureRelease } from './federation/release';
import { removeServiceWorkersAndCaches } from './lib/cleanup';
import { reloadForChunkError } from './lib/chunk-reload';

void removeServiceWorkersAndCaches();
// The release is fetched while React renders the page: no remote waits on the shell, and the
// shell's own content never waits on a remote.
void ensureRelease().catch(() => undefined);
window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason));

createRoot(document.getElementById('root')!).render(<App services={createShellServices()} />);
