import type { FastifyBaseLogger } from 'fastify';
import { RESTAURANTS, SETTINGS } from '../test-support/brand-fixtures';
import { createBrandDataSource, type BrandData } from './brand-data';

const DATA: BrandData = { settings: SETTINGS, restaurants: RESTAURANTS };

function silentLog(): FastifyBaseLogger {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  return log as unknown as FastifyBaseLogger;
}

describe('createBrandDataSource', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries every retryMs until the data can be had, then refreshes every ttlMs', async () => {
    const load = jest
      .fn<Promise<BrandData>, []>()
      .mockRejectedValueOnce(new Error('brand settings could not be loaded (connect ECONNREFUSED)'))
      .mockRejectedValueOnce(new Error('brand settings could not be loaded (connect ECONNREFUSED)'))
      .mockResolvedValue(DATA);
    const source = createBrandDataSource({ load, ttlMs: 3_600_000, retryMs: 5000, log: silentLog() });

    await source.start();
    expect(source.state()).toEqual({ status: 'unavailable', message: 'brand settings could not be loaded (connect ECONNREFUSED)' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(source.state().status).toBe('unavailable');
    await jest.advanceTimersByTimeAsync(5000);
    expect(source.state()).toEqual({ status: 'ready', data: DATA });
    await jest.advanceTimersByTimeAsync(3_599_999);
    expect(load).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    source.stop();
  });

  it('on demand, gives data fetched since a given instant: joins a load that started since, never one from before', async () => {
    const renamed = { ...DATA, settings: { ...SETTINGS, site_name: 'Renamed' } };
    let finish: (data: BrandData) => void = () => undefined;
    const load = jest
      .fn<Promise<BrandData>, []>()
      .mockResolvedValueOnce(DATA)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue(renamed);
    const source = createBrandDataSource({ load, ttlMs: 3_600_000, retryMs: 5000, log: silentLog() });
    await source.start();
    await source.fetchedSince(Date.now() - 1);
    expect(load).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(10);
    const slow = source.fetchedSince(Date.now()); // a load starts now and takes its time
    const joined = source.fetchedSince(Date.now()); // one asked at the same instant shares it
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(10);
    const later = source.fetchedSince(Date.now()); // asked after that load began: a load of its own
    expect(load).toHaveBeenCalledTimes(3);
    await later;
    expect(source.state()).toEqual({ status: 'ready', data: renamed });
    // The older, slower load ends last: it does not bring back what the newer one replaced.
    finish(DATA);
    await Promise.all([slow, joined]);
    expect(source.state()).toEqual({ status: 'ready', data: renamed });
    source.stop();
  });

  it('keeps serving the data it has when a refresh fails', async () => {
    const load = jest.fn<Promise<BrandData>, []>().mockResolvedValueOnce(DATA).mockRejectedValueOnce(new Error('down')).mockResolvedValue(DATA);
    const log = silentLog();
    const source = createBrandDataSource({ load, ttlMs: 1000, retryMs: 100, log });
    await source.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(source.state()).toEqual({ status: 'ready', data: DATA });
    expect(log.warn).toHaveBeenCalledWith('brand data refresh failed, keeping the data already loaded: down');
    await jest.advanceTimersByTimeAsync(100);
    expect(load).toHaveBeenCalledTimes(3);
    source.stop();
  });

  it('stops trying once stopped', async () => {
    const load = jest.fn<Promise<BrandData>, []>().mockRejectedValue(new Error('down'));
    const source = createBrandDataSource({ load, ttlMs: 1000, retryMs: 100, log: silentLog() });
    await source.start();
    source.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
