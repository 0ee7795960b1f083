import { classifyUpstreamError, endToEndHeaders, isBookingPath } from './upstream';

describe('isBookingPath', () => {
  it.each([
    ['/api/booking/availability', true],
    ['/api/booking/slots/101?occasionId=1', true],
    ['/cdg/booking/allVenueIds?brand=x', true],
    ['/api/v1/braintree/token', true],
    ['/api/v1/braintree', true],
    ['/API/Booking/create/101', true],
    ['/api/bookings-report', false],
    ['/api/v1/content/brand-settings', false],
    ['/cdg/offers/1', false],
    ['/api/v1/braintreex', false],
  ])('%s → %s', (url, booking) => {
    expect(isBookingPath(url)).toBe(booking);
  });
});

describe('endToEndHeaders', () => {
  it('drops hop-by-hop headers, those the Connection header names, and the ones asked for', () => {
    expect(
      endToEndHeaders(
        {
          connection: 'keep-alive, X-Hop',
          'keep-alive': 'timeout=5',
          'transfer-encoding': 'chunked',
          upgrade: 'websocket',
          te: 'trailers',
          'proxy-authorization': 'Basic x',
          'x-hop': 'gone',
          host: 'site',
          'set-cookie': ['a=1', 'b=2'],
          authorization: 'Bearer t',
          'x-session-id': 'id',
          empty: undefined,
        },
        ['host'],
      ),
    ).toEqual({ 'set-cookie': ['a=1', 'b=2'], authorization: 'Bearer t', 'x-session-id': 'id' });
  });
});

describe('classifyUpstreamError', () => {
  const err = (code: string) => Object.assign(new Error(code), { code });
  it.each([
    [err('ECONNREFUSED'), 502],
    [err('ECONNRESET'), 502],
    [err('UND_ERR_SOCKET'), 502],
    [err('ENOTFOUND'), 502],
    [err('UND_ERR_HEADERS_TIMEOUT'), 504],
    [err('UND_ERR_BODY_TIMEOUT'), 504],
    [err('UND_ERR_CONNECT_TIMEOUT'), 504],
    [new AggregateError([err('ECONNREFUSED'), err('ECONNREFUSED')]), 502],
    [new AggregateError([err('ETIMEDOUT')]), 504],
    ['not even an error', 502],
  ])('%s → %i', (error, status) => {
    expect(classifyUpstreamError(error).status).toBe(status);
  });
});
