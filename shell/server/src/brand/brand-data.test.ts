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

  it('loads again on demand only when what it holds is older than asked, calls meanwhile sharing one load', async () => {
    const renamed = { ...DATA, settings: { ...SETTINGS, site_name: 'Renamed' } };
    const load = jest.fn<Promise<BrandData>, []>().mockResolvedValueOnce(DATA).mockResolvedValue(renamed);
    const source = createBrandDataSource({ load, ttlMs: 3_600_000, retryMs: 5000, log: silentLog() });
    await source.start();
    await source.refreshOlderThan(1000);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1001);
    await Promise.all([source.refreshOlderThan(1000), source.refreshOlderThan(1000)]);
    expect(load).toHaveBeenCalledTimes(2);
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
