import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation, useNavigate } from 'react-router-dom';
import { Subject } from 'rxjs';
import { bookingModalTarget, type EventBus, type MountedRemote, type MountProps, type ShellEvent, type SiteConfig } from '@riviere/mf-contract';
import '@riviere/design-tokens/tokens.css';
import { mount } from './mount';
import '@riviere/remote-kit/standalone.css';
import './standalone.css';

/**
 * The standalone page (`npm start -w @riviere/mf-booking`, port 3102): a stand-in for the shell
 * that mounts the same widgets the shell does — the strip on '/', the modal on '#booking' and
 * '/book-now', the group bookings form on '/group-bookings'.
 */
const CONFIG: SiteConfig = { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: 'http://localhost:3000' };

const events = new Subject<ShellEvent>();
const bus: EventBus = { emit: (event) => events.next(event), events$: events.asObservable() };

const SAMPLE_LINKS = [
  ['/', 'Home (strip)'],
  ['/#booking', 'Modal'],
  ['/book-now?restaurant=greenwich&covers=4', 'Deep link'],
  ['/restaurants/london/st-pauls/book-now', 'St Paul’s (external)'],
  ['/group-bookings', 'Group bookings'],
] as const;

function Widget({ widget, params, onLog }: { widget: string; params?: Record<string, string>; onLog(line: string): void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const remote = useRef<MountedRemote | null>(null);
  const props: MountProps = {
    widget,
    params,
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    config: CONFIG,
    bus,
    onError: (error) => onLog(`onError: ${String(error)}`),
  };
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    remote.current = mount(host.current!, latest.current);
    return () => remote.current?.unmount();
  }, []);
  useEffect(() => {
    remote.current?.update(latest.current);
  }, [location.pathname, location.search, location.hash]);
  return <div ref={host} />;
}

function MockShell() {
  const location = useLocation();
  const [log, setLog] = useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [line, ...lines].slice(0, 6));
  useEffect(() => {
    const subscription = events.subscribe((event) => add(JSON.stringify(event)));
    return () => subscription.unsubscribe();
  }, []);
  const modal = bookingModalTarget(location) !== null;
  const restaurant = bookingModalTarget(location)?.restaurant;

  return (
    <>
      <header className="standalone-header">
        <p className="standalone-header__title">mf-booking standalone page</p>
        <nav aria-label="Sample pages">
          {SAMPLE_LINKS.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
      </header>
      <main className="standalone-main">
        {location.pathname === '/group-bookings' ? (
          <>
            <h1>Group bookings</h1>
            <Widget key="group" widget="group-booking-form" onLog={add} />
          </>
        ) : location.pathname === '/group-bookings/thanks' ? (
          <h1>Thank you for your enquiry</h1>
        ) : (
          <>
            <h1>Maison Rivière</h1>
            <Widget key="strip" widget="booking-strip" onLog={add} />
          </>
        )}
      </main>
      {modal && <Widget key={`modal-${restaurant ?? ''}`} widget="booking-modal" params={restaurant ? { restaurant } : undefined} onLog={add} />}
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
    <MockShell />
  </BrowserRouter>,
);
