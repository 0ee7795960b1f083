import fc from 'fast-check';
import { problemWith, type Answer } from './answer-check';
import type { FuzzCase } from './fuzz-cases';

/** The same cases on every run unless FUZZ_SEED says otherwise. */
export const DEFAULT_SEED = 20_261_121;
export const DEFAULT_RUNS = 100;
/** Per operation, so that 49 operations stay within a minute on a slow machine. */
const DEFAULT_TIME_LIMIT_MS = 1000;

export interface FuzzSettings {
  seed: number;
  /** Cases per operation. */
  runs: number;
  /** fast-check's path of a failing case, to replay it alone (with its seed). */
  path?: string;
  /** Each operation stops generating after this long, whatever `runs` says. */
  timeLimitMs: number;
}

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

/** FUZZ_SEED, FUZZ_RUNS and FUZZ_PATH (a replay); see the README. */
export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  return {
    seed: whole('FUZZ_SEED', env.FUZZ_SEED, DEFAULT_SEED),
    runs: whole('FUZZ_RUNS', env.FUZZ_RUNS, DEFAULT_RUNS),
    ...(env.FUZZ_PATH ? { path: env.FUZZ_PATH } : {}),
    // Runs asked for are runs made.
    timeLimitMs: env.FUZZ_RUNS ? Number.MAX_SAFE_INTEGER : DEFAULT_TIME_LIMIT_MS,
  };
}

/** How a case reads in a failure: what was broken and the request, without megabytes of payload. */
function describeCase(fuzzCase: FuzzCase): string {
  const payload = fuzzCase.payload === undefined ? 'no body' : `${fuzzCase.payload.length} bytes of body: ${String(fuzzCase.payload).slice(0, 160)}${fuzzCase.payload.length > 160 ? '…' : ''}`;
  const url = fuzzCase.url.length > 200 ? `${fuzzCase.url.slice(0, 200)}… (${fuzzCase.url.length} characters)` : fuzzCase.url;
  return `${fuzzCase.label}\n    ${fuzzCase.method} ${url}\n    headers ${JSON.stringify(fuzzCase.headers).slice(0, 300)}\n    ${payload}`;
}

export interface FuzzRun {
  /** Cases sent. */
  runs: number;
  /** The first case whose answer was wrong, with what was wrong, how to replay it; null when none. */
  failure: string | null;
}

/**
 * Sends generated cases through `send` until `settings.runs` have gone or the time limit passes
 * (seeded, so the same seed sends the same cases), checking each answer with `problemWith`.
 * The first wrong answer stops the run; its failure names the seed and path that replay it.
 */
/** Where the run's test is, for the replay command a failure prints: its file, and the `-t` that picks it. */
export interface ReplayHint {
  file: string;
  testName: string;
}

export async function runFuzz(name: string, cases: fc.Arbitrary<FuzzCase>, send: (fuzzCase: FuzzCase) => Promise<Answer>, settings: FuzzSettings, replay: ReplayHint = { file: 'src/routes/fuzz.test.ts', testName: name }): Promise<FuzzRun> {
  let sent = 0;
  const details = await fc.check(
    fc.asyncProperty(cases, async (fuzzCase) => {
      sent += 1;
      const problem = problemWith(fuzzCase, await send(fuzzCase));
      if (problem) throw new Error(`${problem}\n  case: ${describeCase(fuzzCase)}`);
    }),
    {
      seed: settings.seed,
      numRuns: settings.runs,
      ...(settings.path ? { path: settings.path } : {}),
      interruptAfterTimeLimit: settings.timeLimitMs,
      markInterruptAsFailure: false,
      // Stop at the first failure: the case is described in full, and its seed and path replay it.
      endOnFailure: true,
    },
  );
  if (!details.failed) return { runs: sent, failure: null };
  const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return {
    runs: sent,
    failure: `${name}: ${reason}\n  replay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''} npm test -w @riviere/brand-api -- ${replay.file} -t '${replay.testName}'`,
  };
}
