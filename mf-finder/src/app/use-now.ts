import { useEffect, useState } from 'react';

/** The current instant, refreshed every `everyMs`, so 'Open'/'Closed' follows the clock. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
