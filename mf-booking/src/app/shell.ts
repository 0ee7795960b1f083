import { createContext, useCallback, useContext } from 'react';
import type { EventBus, MountProps, SiteConfig } from '@riviere/mf-contract';

/** What the shell hands every widget of this remote besides the location. */
export interface ShellServices {
  bus: EventBus;
  config: SiteConfig;
  navigate: MountProps['navigate'];
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ShellContext.Provider>');
  return shell;
}

/** Analytics go to the shell's bus; the shell writes them to the data layer after consent. */
export function useAnalytics(): (event: string, data?: Record<string, unknown>) => void {
  const { bus } = useShell();
  return useCallback((event, data) => bus.emit({ type: 'analytics', event, ...(data ? { data } : {}) }), [bus]);
}
