/** A scripted fetch for tests: records every call and answers with what the test says. */

export interface RecordedCall {
  url: string;
  method: string;
  /** As the client sent them (exact header-name case). */
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when there was none. */
  body: unknown;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers by path (query string included); anything else is a 404 like the brand API's. */
export function byPath(routes: Record<string, () => Response>): Responder {
  return (call) => {
    const path = new URL(call.url, 'http://site.test').pathname + new URL(call.url, 'http://site.test').search;
    const answer = routes[path];
    return answer ? answer() : json(404, { statusCode: 404, error: 'Not Found', message: `No route ${path}` });
  };
}

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

export function createFakeFetch(respond: Responder): FakeFetch {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}

/** A promise the test settles by hand, to hold a response in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
