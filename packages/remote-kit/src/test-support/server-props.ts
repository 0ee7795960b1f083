import type { ServerRenderProps } from '@riviere/mf-contract';
import { ApiError } from '@riviere/api-client';
import type { FakeApi } from './fake-remote';

export const NOW = Date.UTC(2026, 6, 14, 11, 30);

export function serverProps(pathname: string, extra: Partial<ServerRenderProps> = {}): ServerRenderProps {
  return {
    widget: 'app',
    location: { pathname, search: '', hash: '' },
    config: { brandKey: 'riviere', siteName: 'Rivière', apiBase: '' },
    origin: 'https://www.example.test',
    now: NOW,
    api: { baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 } },
    ...extra,
  };
}

/** A fake API with one menu ('a-la-carte' at 'bath') and jest mocks to count the calls. */
export function fakeApi(): jest.Mocked<FakeApi> {
  return {
    menu: jest.fn(async (id: string) => {
      if (id !== 'a-la-carte') throw new ApiError('Menu not found', { status: 404, code: 'NOT_FOUND' });
      return { id, name: 'À la carte', restaurant: 'bath' };
    }),
    restaurant: jest.fn(async (_slug: string) => ({ name: 'Rivière Bath' })),
  };
}
