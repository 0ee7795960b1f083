/**
 * Remembers a pure function of one string. The hot paths (every availability call works through
 * every slot of every occasion) parse the same few hundred times and dates over and over; the
 * table is emptied when it reaches `max`, so odd inputs cannot grow it without bound.
 */
export function memo<T>(fn: (key: string) => T, max = 10_000): (key: string) => T {
  const table = new Map<string, T>();
  return (key) => {
    let value = table.get(key);
    if (value === undefined && !table.has(key)) {
      value = fn(key);
      if (table.size >= max) table.clear();
      table.set(key, value);
    }
    return value as T;
  };
}
