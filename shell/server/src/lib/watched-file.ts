import fs from 'node:fs/promises';

export interface WatchedFileOptions<T> {
  file: string;
  /** A change is noticed at most this long after it happens. */
  intervalMs: number;
  /** Throws when the text is not a valid value: the last good value is then kept. */
  parse(text: string): T;
  /** Told once per distinct problem (missing, invalid), not on every check. */
  onProblem(message: string): void;
  onChange?(value: T): void;
  now?: () => number;
}

export interface WatchedFile<T> {
  /** The last good value; undefined until the file has once been read and parsed. */
  current(): T | undefined;
  /** Re-reads the file when it changed, checking at most once per interval; callers share one check. */
  refresh(): Promise<void>;
}

/**
 * A small file whose changes are picked up without a restart, by stat-ing it on demand rather
 * than with fs.watch (which misses atomic renames on some file systems and needs no timer here).
 */
export function watchFile<T>(options: WatchedFileOptions<T>): WatchedFile<T> {
  const now = options.now ?? Date.now;
  let value: T | undefined;
  let signature: string | null = null;
  let lastProblem: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const problem = (message: string) => {
    if (message === lastProblem) return;
    lastProblem = message;
    options.onProblem(message);
  };

  async function check(): Promise<void> {
    let stat;
    try {
      stat = await fs.stat(options.file);
    } catch (error) {
      signature = null;
      const code = (error as NodeJS.ErrnoException).code;
      problem(code === 'ENOENT' ? `${options.file} does not exist` : `${options.file} cannot be read (${(error as Error).message})`);
      return;
    }
    const next = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (next === signature) return;
    signature = next;
    try {
      value = options.parse(await fs.readFile(options.file, 'utf8'));
      lastProblem = null;
      options.onChange?.(value);
    } catch (error) {
      problem(`${options.file} is not valid (${(error as Error).message})`);
    }
  }

  return {
    current: () => value,
    refresh() {
      if (inFlight) return inFlight;
      if (now() - checkedAt < options.intervalMs) return Promise.resolve();
      checkedAt = now();
      inFlight = check().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
