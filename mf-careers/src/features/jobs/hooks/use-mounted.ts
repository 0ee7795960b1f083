import { useEffect, useState } from 'react';

/**
 * False while the page renders on the server and hydrates, true from the first effect: what only the
 * browser can know (the visitor's place, so job distances) waits for it, and hydration agrees.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
