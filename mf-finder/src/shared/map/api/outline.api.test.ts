import type { loadOutline, Outline } from './outline.api';

const OUTLINE: Outline = { source: 'Natural Earth', regions: [{ id: 'united-kingdom', d: 'M1 1l1 1z' }] };
const answer = (status: number, body: unknown = OUTLINE) => ({ ok: status < 400, status, json: () => Promise.resolve(body) });

/** A fresh module each time: the loader keeps what it fetched for the page's life. */
function freshLoader(): { loadOutline: typeof loadOutline } {
  let loader = { loadOutline: (): Promise<Outline> => Promise.reject(new Error('not loaded')) };
  jest.isolateModules(() => {
    loader = jest.requireActual('./outline.api');
  });
  return loader;
}

describe('loadOutline', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('fetches the outline from the remote’s own folder once, however many maps ask', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const { loadOutline } = freshLoader();
    const [first, second] = await Promise.all([loadOutline(), loadOutline()]);
    expect(first).toEqual(OUTLINE);
    expect(second).toBe(first);
    expect(await loadOutline()).toBe(first);
    expect(fetchMock.mock.calls).toEqual([['/maps/uk-outline.json']]);
  });

  it('a failed fetch fails this map and is forgotten, so the next map tries again', async () => {
    fetchMock.mockResolvedValueOnce(answer(404)).mockResolvedValueOnce(answer(200));
    const { loadOutline } = freshLoader();
    await expect(loadOutline()).rejects.toThrow('map outline: HTTP 404');
    await expect(loadOutline()).resolves.toEqual(OUTLINE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
