import { createApiClient } from '@riviere/api-client';
import { selectBookingServices, type BookingServices } from './api';

describe('selectBookingServices', () => {
  const client = createApiClient({ brandKey: 'test-brand', fetch: jest.fn() });

  it.each<keyof BookingServices>(['booking', 'braintree', 'content', 'contact'])('hands over the client’s own %s group (its cache and token included)', (group) => {
    expect(selectBookingServices(client)[group]).toBe(client[group]);
  });

  it('keeps nothing else of the client', () => {
    expect(Object.keys(selectBookingServices(client)).sort()).toEqual(['booking', 'braintree', 'contact', 'content']);
  });
});
