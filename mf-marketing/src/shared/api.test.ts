import { createApiClient } from '@riviere/api-client';
import { selectMarketingApi, type MarketingApi } from './api';

describe('selectMarketingApi', () => {
  const client = createApiClient({ brandKey: 'test-brand', fetch: jest.fn() });

  it.each<keyof MarketingApi>(['offers', 'signup', 'content', 'preferences', 'contact', 'referral'])(
    'hands over the client’s own %s group (its cache and token included)',
    (group) => {
      expect(selectMarketingApi(client)[group]).toBe(client[group]);
    },
  );

  it('keeps nothing else of the client', () => {
    expect(Object.keys(selectMarketingApi(client)).sort()).toEqual(['contact', 'content', 'offers', 'preferences', 'referral', 'signup']);
  });
});
