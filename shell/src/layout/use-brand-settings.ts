import { useEffect, useState } from 'react';
import type { BrandSettings } from '@riviere/api-client';
import { useShell } from '../app/shell-context';

/** Brand settings for the chrome; null until loaded (the chrome renders a plain version meanwhile). */
export function useBrandSettings(): BrandSettings | null {
  const { api } = useShell();
  const [settings, setSettings] = useState<BrandSettings | null>(null);
  useEffect(() => {
    let cancelled = false;
    api.content.getBrandSettings().then(
      (s) => !cancelled && setSettings(s),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [api]);
  return settings;
}
