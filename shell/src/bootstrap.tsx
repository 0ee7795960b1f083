import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readInitialData, readSiteConfig } from './app/config';
import { createShellServices } from './app/services';
import { ensureRelease } from './federation/release';
import { holdServerRenderedRemotes } from './federation/server-render';
import { holdInteractions, takeEarlyActions } from '@riviere/mf-contract/pre-hydration';
import { removeServiceWorkersAndCaches } from './lib/cleanup';
import { reloadForChunkError } from './lib/chunk-reload';

void removeServiceWorkersAndCaches();
// The release is fetched while React renders the page: no remote waits on the shell, and the
// shell's own content never waits on a remote.
void ensureRelease().catch(() => undefined);
window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason));

// What a visitor types or clicks in a remote's server-rendered HTML is kept until it hydrates,
// from a click the page's first script kept before this one ran.
const early = takeEarlyActions();
holdServerRenderedRemotes(early);
// So is a choice made in the server-rendered cookie banner: it is answered once the shell hydrates.
const banner = document.querySelector<HTMLElement>('#root .cookie-banner');
const bannerHold = banner ? holdInteractions(banner, { early }) : null;
// A click in a part nobody holds (no server render to take over) is the browser's again.
early.release();
const root = document.getElementById('root')!;
const services = createShellServices(readSiteConfig(), readInitialData());
// The site server renders the shell's pages; the browser takes over that markup (hydration).
// Without it (no server rendering available), the page renders from scratch. Either way as a
// transition: React works in small slices instead of one long task, so a tap during start-up is
// answered at once (the page is already visible from the server's HTML).
startTransition(() => {
  if (root.firstElementChild && services.initial.settings) {
    hydrateRoot(
      root,
      <Hydrated onCommit={() => bannerHold?.replay()}>
        <App services={services} />
      </Hydrated>,
    );
  } else {
    bannerHold?.release();
    createRoot(root).render(<App services={services} />);
  }
});

/** Calls `onCommit` once the hydrated page has committed: the banner is React's, and gets what was held. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}
