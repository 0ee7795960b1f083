import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Subject } from 'rxjs';
import type { EventBus, MountedRemote, MountProps, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import '@riviere/design-tokens/tokens.css';
import { mount } from './mount';
import './standalone.css';

/**
 * The standalone page (`npm start -w @riviere/mf-marketing`, port 3105): a stand-in for the
 * shell that owns a browser history and hands it to the same `mount` the shell uses. /contact
 * and /keep-in-touch show the two tile widgets, as the shell's content pages do.
 */
const CONFIG: SiteConfig = { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: 'http://localhost:3000' };

const events = new Subject<ShellEvent>();
const bus: EventBus = { emit: (event) => events.next(event), events$: events.asObservable() };

const SAMPLE_LINKS = [
  ['/offer/2-for-1-mains', '2-for-1 offer'],
  ['/sign-up', 'Sign up'],
  ['/refer-a-friend', 'Refer a friend'],
  ['/referral?code=RF-2222222222', 'Referral link'],
  ['/contact', 'Contact tile'],
  ['/keep-in-touch', 'Sign-up tile'],
  ['/offer/no-such-offer', 'Unknown offer'],
] as const;

const TILE_WIDGETS: Record<string, string> = { '/contact': 'contact-form', '/keep-in-touch': 'sign-up-form' };

function MockShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const remote = useRef<MountedRemote | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const widget = TILE_WIDGETS[location.pathname] ?? 'app';

  const props: MountProps = {
    widget,
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    config: CONFIG,
    bus,
    onError: (error) => setLog((lines) => [`onError: ${String(error)}`, ...lines]),
  };
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const subscription = events.subscribe((event) => {
      if (event.type === 'page:title') document.title = `${event.title} | ${CONFIG.siteName}`;
      setLog((lines) => [JSON.stringify(event), ...lines].slice(0, 5));
    });
    remote.current = mount(host.current!, latest.current);
    return () => {
      subscription.unsubscribe();
      remote.current?.unmount();
    };
  }, [widget]);

  useEffect(() => {
    remote.current?.update(latest.current);
  }, [location.pathname, location.search, location.hash]);

  return (
    <>
      <header className="standalone-header">
        <p className="standalone-header__title">mf-marketing standalone page</p>
        <nav aria-label="Sample pages">
          {SAMPLE_LINKS.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
      </header>
      <main className="standalone-main">
        {widget !== 'app' && <h1 className="standalone-tile-heading">Tile widget “{widget}”</h1>}
        <div ref={host} />
      </main>
      <footer className="standalone-footer">
        <p>Bus events (latest first), API at {CONFIG.apiBase}:</p>
        <ol>
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </footer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/" element={<Navigate to="/sign-up" replace />} />
      <Route path="*" element={<MockShell key="shell" />} />
    </Routes>
  </BrowserRouter>,
);
