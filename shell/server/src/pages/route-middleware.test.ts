import { runRouteMiddleware, type Middleware } from './route-middleware';

const jobs = new Set(['MR-1001']);
const registry: Record<string, Middleware> = {
  'job-exists': async ([id]) => (jobs.has(id as string) ? 'ok' : 'not-found'),
  'offer-exists': async ([slug]) => (slug === '2-for-1-mains' ? 'ok' : 'not-found'),
};

describe('route middleware', () => {
  it.each([
    ['/careers/job/MR-1001', { status: 200 }],
    ['/careers/job/MR-9999', { status: 404 }],
    ['/offer/2-for-1-mains', { status: 200 }],
    ['/offer/no-such-offer', { status: 404 }],
    ['/offer/%E0%A4%A', { status: 404 }],
    ['/contact', { status: 200 }],
  ])('%s → %p', async (path, expected) => {
    expect(await runRouteMiddleware(path, registry)).toEqual(expected);
  });

  it("answers 500 'Unknown middleware' for a route naming middleware nobody registered", async () => {
    const routes = [{ path: '/careers/job/:id', middleware: ['job-exists', 'job-is-published'] }];
    expect(await runRouteMiddleware('/careers/job/MR-1001', registry, routes)).toEqual({ status: 500, message: 'Unknown middleware' });
    expect(await runRouteMiddleware('/careers/job/MR-1001', { ...registry, toString: registry['job-exists']! }, [{ path: '/x', middleware: ['constructor'] }])).toEqual({ status: 200 });
    expect(await runRouteMiddleware('/x', registry, [{ path: '/x', middleware: ['constructor'] }])).toEqual({ status: 500, message: 'Unknown middleware' });
  });
});
