import { parentPort, workerData } from 'node:worker_threads';
import { brandApiFetch, evaluateInSandbox, messageOf, refuseCodeFromStrings } from './sandbox';
import type { RemoteServerModule } from '@riviere/mf-contract/server-html';
import { checkExports } from './remote-server-module';
import { BEAT_MS, PULSE, threadNow, type WorkerReply, type WorkerRequest, type WorkerSetup } from './render-pool';

/**
 * A render worker: loads each remote version it is asked for once (in its own sandbox) and
 * renders with it. It started with an empty environment and knows no secret; the site server
 * stops it when a render overruns its budget or its memory runs out, and starts another.
 */
const setup = workerData as WorkerSetup;
refuseCodeFromStrings();
const fetchFn = brandApiFetch(setup.brandApiUrl);
const modules = new Map<string, RemoteServerModule>();
/**
 * The site server's clock, as the sandboxes read it: each render sets it to the instant its page
 * renders for (`props.now`, the site server's "now"), and it runs on from there, so a render reads
 * the time the site server's process would (the same clock in production; a test's fixed one too).
 */
let clockOffset = 0;
const siteClock = () => Date.now() + clockOffset;

/** The pool stops this worker when its pulse stops: a render blocking the event loop past its budget. */
const pulse = new Float64Array(setup.pulse);
const beat = () => {
  pulse[PULSE.beat] = threadNow();
};
setInterval(beat, BEAT_MS);
beat();
pulse[PULSE.loadingSince] = 0;

function moduleFor(request: WorkerRequest): RemoteServerModule {
  let module = modules.get(request.key);
  if (!module) {
    pulse[PULSE.loadingSince] = threadNow();
    try {
      const source = Buffer.from(request.source).toString('utf8');
      const { exports } = evaluateInSandbox(source, request.filename, fetchFn, siteClock);
      module = checkExports(exports, request.version);
      modules.set(request.key, module);
    } finally {
      beat();
      pulse[PULSE.loadingSince] = 0;
    }
  }
  return module;
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  // Versions the release no longer names are dropped: their sandboxes become garbage.
  for (const key of modules.keys()) if (!request.live.includes(key)) modules.delete(key);
  let module: RemoteServerModule;
  try {
    module = moduleFor(request);
  } catch (error) {
    return { id: request.id, ok: false, stage: 'load', message: messageOf(error) };
  }
  if (!request.props) return { id: request.id, ok: true, result: null };
  // Waited behind other work past its budget: its page has been answered already.
  if (threadNow() >= request.deadline) return { id: request.id, ok: false, stage: 'render', message: 'its time budget was spent before it started' };
  beat();
  clockOffset = request.props.now - Date.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('time budget spent')), Math.max(0, request.deadline - threadNow()));
  try {
    const result = await module.render({ ...request.props, signal: controller.signal });
    return { id: request.id, ok: true, result };
  } catch (error) {
    return { id: request.id, ok: false, stage: 'render', message: messageOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  void handle(request).then((reply) => {
    try {
      parentPort?.postMessage(reply);
    } catch (error) {
      // A result that cannot be copied (a function in its state) fails like a render.
      parentPort?.postMessage({ id: request.id, ok: false, stage: 'render', message: `its result cannot be sent: ${messageOf(error)}` } satisfies WorkerReply);
    }
  });
});
