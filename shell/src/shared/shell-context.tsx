import { createContext, useContext } from 'react';
import type { ShellServices } from './shell-services';

const ShellContext = createContext<ShellServices | null>(null);

export const ShellProvider = ShellContext.Provider;

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside <ShellProvider>');
  return services;
}
