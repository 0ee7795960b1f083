import { apiClientFor } from './api';

function jsonReply(body: unknown) {
  return { ok: true, status: 200, text: async () => JSON.stringify(body) };
}

describe('apiClientFor', () => {
  const fetchMock = jest.fn(async (url: string) =>
    url.endsWith('/api/token') ? jsonReply({ accessToken: 't', expiresAt: Date.now() + 3_600_000 }) : jsonReply({ jobs: [] }),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    localStorage.clear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('makes one client per site configuration', () => {
    const config = { brandKey: 'b', siteName: 'S', apiBase: '' };
    expect(apiClientFor(config)).toBe(apiClientFor({ ...config }));
    expect(apiClientFor(config)).not.toBe(apiClientFor({ ...config, apiBase: 'http://localhost:3000' }));
  });

  it.each([
    ['', '/api/token', '/api/jobs?siteId=maison-riviere'],
    ['http://localhost:3000/', 'http://localhost:3000/api/token', 'http://localhost:3000/api/jobs?siteId=maison-riviere'],
  ])('with apiBase %p asks the site server for the token and the API for the jobs', async (apiBase, tokenUrl, jobsUrl) => {
    await apiClientFor({ brandKey: `brand-${apiBase}`, siteName: 'S', apiBase }).getJobs('maison-riviere');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([tokenUrl, jobsUrl]);
  });
});
