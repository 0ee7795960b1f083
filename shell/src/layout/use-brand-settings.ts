import { useEffect, useState } from 'react';
import type { BrandSettings } from '@riviere/api-client';
import { useShell } from '../shared/shell-context';

/** Brand settings for the chrome; null until loaded (the chrome renders a plain version meanwhile). */
export function useBrandSettings(): BrandSettings | null {
  const { api, initial } = useShell();
  const [settings, setSettings] = useState<BrandSettings | null>(initial.settings ?? null);
  useEffect(() => {
    if (initial.settings) return;
    let cancelled = false;
    api.content.getBrandSettings().then(
      (s) => !cancelled && setSettings(s),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [api, initial.settings]);
  return settings;
}
