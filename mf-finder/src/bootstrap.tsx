import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Subject } from 'rxjs';
import type { EventBus, MountedRemote, MountProps, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import '@riviere/design-tokens/tokens.css';
import { mount } from './mount';
import './standalone.css';

/**
 * The standalone page (`npm start -w @riviere/mf-finder`, port 3103): a stand-in for the shell
 * that owns a browser history and hands it to the same `mount` the shell uses. It passes no
 * `mountWidget` (restaurant pages show a 'Book a table' link) and no Maps key (the fallback).
 */
const CONFIG: SiteConfig = { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: 'http://localhost:3000' };

const events = new Subject<ShellEvent>();
const bus: EventBus = { emit: (event) => events.next(event), events$: events.asObservable() };

const SAMPLE_LINKS = [
  ['/find-us', 'Find us'],
  ['/find-us?q=Bath', 'Search “Bath”'],
  ['/restaurants/london', 'London'],
  ['/restaurants/bath/bath', 'Bath restaurant'],
  ['/restaurants/greenhithe/greenhithe', 'Hidden restaurant (404)'],
] as const;

function MockShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const remote = useRef<MountedRemote | null>(null);
  const [log, setLog] = useState<string[]>([]);

  const props: MountProps = {
    widget: 'app',
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
  }, []);

  useEffect(() => {
    remote.current?.update(latest.current);
  }, [location.pathname, location.search, location.hash]);

  return (
    <>
      <header className="standalone-header">
        <p className="standalone-header__title">mf-finder standalone page</p>
        <nav aria-label="Sample pages">
          {SAMPLE_LINKS.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
      </header>
      <main className="standalone-main">
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
      <Route path="/" element={<Navigate to="/find-us" replace />} />
      <Route path="*" element={<MockShell />} />
    </Routes>
  </BrowserRouter>,
);
