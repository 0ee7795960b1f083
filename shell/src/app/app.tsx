import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { HostedWidgets } from '../federation/widget-host';
import { Layout } from '../layout/layout';
import { ModalWatcher } from '../layout/modal-watcher';
import { ScrollManager } from '../layout/scroll-manager';
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from '../pages/error-page';
import { matchSiteRoute } from '../../server/src/routes/route-table';
import { routeElement } from './routes';
import { useCanonicalUrl } from './use-canonical-url';
import { ShellProvider, useShell } from '../shared/shell-context';
import type { ShellServices } from '../shared/shell-services';

/** A remote may say the URL names nothing (unknown restaurant, offer…): show the 404 page. */
function useRemoteNotFound(): boolean {
  const { bus, config } = useShell();
  const location = useLocation();
  const [notFoundAt, setNotFoundAt] = useState<string | null>(null);
  useEffect(() => {
    const subscription = bus.events$.subscribe((event) => {
      if (event.type === 'page:not-found') setNotFoundAt(window.location.pathname);
      if (event.type === 'page:title') document.title = `${event.title} | ${config.siteName}`;
    });
    return () => subscription.unsubscribe();
  }, [bus, config.siteName]);
  return notFoundAt === location.pathname;
}

function ShellRoutes() {
  const notFound = useRemoteNotFound();
  const { initial } = useShell();
  const { pathname } = useLocation();
  // The site route table's own match, as the site server makes it: both always pick the same page,
  // and one match per path (react-router's <Routes> flattened, ranked and compiled the whole
  // table on every render — most of the time the server spent on the shell of a page).
  const match = useMemo(() => matchSiteRoute(pathname), [pathname]);
  useCanonicalUrl(match);
  if (initial.pageError && initial.pageError.path === pathname) return <ErrorPage status={initial.pageError.status} message={initial.pageError.message} />;
  if (notFound || !match) return <NotFoundPage />;
  // Content pages are part of the shell bundle (no lazy chunk): the server renders them and the
  // browser hydrates the same markup, so the home page's hero never waits for a script.
  return routeElement(match);
}

/** Everything inside the router: the server renders it with a static router, the browser with history. */
export function ShellApp({ services }: { services: ShellServices }) {
  return (
    <ShellProvider value={services}>
      <ScrollManager />
      <Layout>
        <ErrorPageBoundary>
          <ShellRoutes />
        </ErrorPageBoundary>
      </Layout>
      <ModalWatcher />
      <HostedWidgets />
    </ShellProvider>
  );
}

export function App({ services }: { services: ShellServices }) {
  return (
    <BrowserRouter>
      <ShellApp services={services} />
    </BrowserRouter>
  );
}
