import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Subject } from 'rxjs';
import type { EventBus, MountedRemote, MountFn, MountProps, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import '@riviere/design-tokens/layers.css';
import '@riviere/design-tokens/fonts.css';
import '@riviere/design-tokens/tokens.css';
import '@riviere/design-tokens/base.css';
import './standalone.css';

export interface StandaloneOptions {
  /** 'mf-menus' */
  remote: string;
  mount: MountFn;
  /** Where `/` goes. */
  home: string;
  /** Sample pages for the header: [path, label]. */
  links: ReadonlyArray<readonly [string, string]>;
  /** The widget a path shows ('app' unless a path stands for a tile, e.g. '/contact' → 'contact-form'). */
  widgetFor?: (pathname: string) => string;
  config?: SiteConfig;
}

/** The site server of `npm start`: the standalone page calls its API. */
const DEFAULT_CONFIG: SiteConfig = { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: 'http://localhost:3000' };

function MockShell({ remote, mount, links, widgetFor = () => 'app', config = DEFAULT_CONFIG, bus, events }: StandaloneOptions & { bus: EventBus; events: Subject<ShellEvent> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedRemote | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const widget = widgetFor(location.pathname);

  const props: MountProps = {
    widget,
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    config,
    bus,
    onError: (error) => setLog((lines) => [`onError: ${String(error)}`, ...lines]),
  };
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const subscription = events.subscribe((event) => {
      if (event.type === 'page:title') document.title = `${event.title} | ${config.siteName}`;
      setLog((lines) => [JSON.stringify(event), ...lines].slice(0, 5));
    });
    mounted.current = mount(host.current!, latest.current);
    return () => {
      subscription.unsubscribe();
      mounted.current?.unmount();
    };
  }, [events, mount, widget, config.siteName]);

  useEffect(() => {
    mounted.current?.update(latest.current);
  }, [location.pathname, location.search, location.hash]);

  return (
    <>
      <header className="rk-standalone-header">
        <p className="rk-standalone-header__title">{remote} standalone page</p>
        <nav className="rk-standalone-header__nav" aria-label="Sample pages">
          {links.map(([to, label]) => (
            <Link key={to} to={to} className="rk-standalone-header__link">
              {label}
            </Link>
          ))}
        </nav>
      </header>
      <main className="rk-standalone-main">
        {widget !== 'app' && <h1 className="rk-standalone-tile-heading">Widget “{widget}”</h1>}
        <div ref={host} />
      </main>
      <footer className="rk-standalone-footer">
        <p>Bus events (latest first), API at {config.apiBase}:</p>
        <ol>
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </footer>
    </>
  );
}

/**
 * A remote's standalone page (`npm start -w @riviere/<remote>`): a stand-in for the shell that
 * owns a browser history and hands it to the same `mount` the shell uses, with a bus log.
 */
export function startStandalone(options: StandaloneOptions, element: HTMLElement = document.getElementById('root')!): void {
  const events = new Subject<ShellEvent>();
  const bus: EventBus = { emit: (event) => events.next(event), events$: events.asObservable() };
  createRoot(element).render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Navigate to={options.home} replace />} />
        <Route path="*" element={<MockShell key="shell" {...options} bus={bus} events={events} />} />
      </Routes>
    </BrowserRouter>,
  );
}
