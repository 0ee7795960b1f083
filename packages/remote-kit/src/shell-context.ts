import { createContext, useCallback, useContext, useEffect } from 'react';
import type { EventBus, MountProps, SiteConfig } from '@riviere/mf-contract';
import { ServerRecordContext } from './remote-root';

/** What the shell hands every page of a remote besides the location. */
export interface ShellServices {
  bus: EventBus;
  config: SiteConfig;
  /** Places another remote's widget in an element of ours; absent on the standalone page. */
  mountWidget?: MountProps['mountWidget'];
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ShellContext.Provider>');
  return shell;
}

/** Tells the shell the page's own title (it adds the brand name); nothing while `title` is null. */
export function usePageTitle(title: string | null): void {
  const { bus } = useShell();
  const record = useContext(ServerRecordContext);
  // On the server effects never run: the render records the title as it goes.
  if (record && title) record.head.title = title;
  useEffect(() => {
    if (title) bus.emit({ type: 'page:title', title });
  }, [bus, title]);
}

/** Hands the page to the shell's 404 while `notFound` is true (on the server: the render answers 404). */
export function useNotFound(notFound: boolean, message?: string): void {
  const { bus } = useShell();
  const record = useContext(ServerRecordContext);
  if (record && notFound) record.status = 404;
  useEffect(() => {
    if (notFound) bus.emit({ type: 'page:not-found', ...(message ? { message } : {}) });
  }, [bus, notFound, message]);
}

/**
 * Answers 404 on the server while `missing` is true, but keeps the page: for a remote that
 * explains itself what is missing (an unsubscribe link that is not ours) rather than handing the
 * page to the shell's generic 404.
 */
export function useMissingStatus(missing: boolean): void {
  const record = useContext(ServerRecordContext);
  if (record && missing) record.status = 404;
}

/** Analytics go to the shell, which writes them to the data layer only after consent. */
export function useAnalytics(): (event: string, data?: Record<string, unknown>) => void {
  const { bus } = useShell();
  return useCallback((event, data) => bus.emit({ type: 'analytics', event, ...(data ? { data } : {}) }), [bus]);
}
