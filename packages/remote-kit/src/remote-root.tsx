import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { HeadTags, HydrationData, MountProps } from '@riviere/mf-contract';
import { createQueryCache, type QueryCache } from './query-cache';
import { QueryCacheContext } from './use-async';

/**
 * What a server render records while it renders (status, head, cacheability), written
 * synchronously by `useNotFound`, `usePageTitle`, `useHead` and `usePersonalPage`. Only the
 * server provides one: in the browser these hooks talk to the shell as before.
 */
export interface ServerRecord {
  status?: 404;
  head: HeadTags;
  /** False: a page for one person, never cached by the site server. */
  cacheable?: boolean;
}

export const ServerRecordContext = createContext<ServerRecord | null>(null);
/** The instant the tree renders for first, and the clock it follows after. */
const NowContext = createContext<{ first: number; clock: () => number } | null>(null);

export interface RemoteRootProps {
  /** The browser's `props.hydrate` (see `hydrateStateOf`): seeds the query cache and `now`. */
  hydrate?: HydrationData;
  /** Server only (`createServerRender` passes them): the collecting cache, `now` and the record. */
  cache?: QueryCache;
  now?: number;
  record?: ServerRecord;
  /**
   * The clock `useNow` reads (epoch ms): `Date.now` unless given. A test passes its own, so what
   * depends on the time of day (opening status, today's hours) is one known outcome.
   */
  clock?: () => number;
  children: ReactNode;
}

/**
 * The providers a remote's tree has on both sides — its query cache, the instant it renders for
 * and (on the server) the render's record — so `mount.ts` and `server.tsx` wrap the same `<App>`.
 * The cache and `now` are made once per mount and kept across the shell's updates.
 */
export function RemoteRoot({ hydrate, cache, now, record, clock = Date.now, children }: RemoteRootProps) {
  const [ownCache] = useState(() => cache ?? createQueryCache({ initial: hydrate?.state }));
  const [time] = useState(() => ({ first: now ?? hydrate?.now ?? clock(), clock }));
  return (
    <ServerRecordContext.Provider value={record ?? null}>
      <QueryCacheContext.Provider value={ownCache}>
        <NowContext.Provider value={time}>{children}</NowContext.Provider>
      </QueryCacheContext.Provider>
    </ServerRecordContext.Provider>
  );
}

/** `props.hydrate` when it was rendered by this version (else the server's state is not ours to read). */
export function hydrateStateOf(props: Pick<MountProps, 'hydrate'>, version: string): HydrationData | undefined {
  return props.hydrate?.version === version ? props.hydrate : undefined;
}

const MINUTE = 60_000;

/**
 * The current instant (epoch ms) for time-dependent content (opening status, today's hours,
 * default booking time). First the instant the page was rendered for — the server's `now`, handed
 * to the browser in `hydrate.now`, so hydration agrees — then the clock (`RemoteRoot`'s, else
 * `Date.now`), corrected at once if the minute has changed since, and again at the start of
 * every minute.
 */
export function useNow(): number {
  const time = useContext(NowContext);
  const clock = time?.clock ?? Date.now;
  const [now, setNow] = useState(() => time?.first ?? clock());
  const first = useRef(now);
  useEffect(() => {
    const tick = () => setNow(clock());
    if (Math.floor(clock() / MINUTE) !== Math.floor(first.current / MINUTE)) tick();
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, MINUTE);
    }, MINUTE - (clock() % MINUTE));
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [clock]);
  return now;
}

/** What a page puts in the <head> beside its title; server only (in the browser the head came from the server). */
export interface PageHead {
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  /** schema.org objects from `@riviere/restaurant-rules`, one per thing on the page. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** Sets the server render's description, canonical URL and JSON-LD; does nothing in the browser. */
export function useHead({ description, canonical, jsonLd }: PageHead): void {
  const record = useContext(ServerRecordContext);
  if (!record) return;
  if (description !== undefined) record.head.description = description;
  if (canonical !== undefined) record.head.canonical = canonical;
  if (jsonLd !== undefined) record.head.jsonLd = jsonLd;
}

/** A page for one person (preferences, a booking): not indexed, never cached by the site server. */
export function usePersonalPage(): void {
  const record = useContext(ServerRecordContext);
  if (!record) return;
  record.head.noindex = true;
  record.cacheable = false;
}
