import { useEffect, useState } from 'react';
import { loadOutline, type Outline } from '../api/outline.api';

/** The outline once fetched, 'failed' when it cannot be, null while on its way. */
export function useOutline(): Outline | 'failed' | null {
  const [outline, setOutline] = useState<Outline | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    loadOutline().then(
      (loaded) => current && setOutline(loaded),
      () => current && setOutline('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return outline;
}
