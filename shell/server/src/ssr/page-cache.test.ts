import { cachePages } from './page-cache';

describe('cachePages', () => {
  it('keeps a page 60 s, shares concurrent loads and never keeps a failure', async () => {
    let clock = 0;
    const load = jest.fn(async (id: string) => ({ id }));
    const pages = cachePages(load, 60_000, () => clock);
    await Promise.all([pages('home'), pages('home')]);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 59_999;
    await pages('home');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 60_000;
    await pages('home');
    expect(load).toHaveBeenCalledTimes(2);

    const failing = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ id: 'x' });
    const flaky = cachePages(failing, 60_000, () => 0);
    await expect(flaky('x')).rejects.toThrow('down');
    await expect(flaky('x')).resolves.toEqual({ id: 'x' });
  });
});
