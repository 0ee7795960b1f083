import { ApiError } from '@riviere/api-client';
import { MANAGED } from '../../../test-support/fake-api';
import {
  DEFAULT_MANAGE_ERROR, cancelQuestion, changeDeadlineText, changedOnText, dayAndDate, guestsText, lastEventText, manageErrorMessage, manageTokenOf, unavailablePage,
} from './manage-text';

describe('what the guest\'s booking page says', () => {
  it.each([
    ['2026-12-01', 'Tuesday 1 December'],
    ['2026-03-29', 'Sunday 29 March'],
    ['2028-02-29', 'Tuesday 29 February'],
  ])('dayAndDate(%s) is %s', (date, text) => expect(dayAndDate(date)).toBe(text));

  it.each([
    [1, 0, '1 guest'],
    [2, 0, '2 guests'],
    [2, 1, '3 guests (2 adults, 1 child)'],
    [1, 2, '3 guests (1 adult, 2 children)'],
  ])('%i adults and %i children are %s', (adultCovers, childCovers, text) => expect(guestsText({ adultCovers, childCovers })).toBe(text));

  it('asks before cancelling, naming the table, and states the cut-off', () => {
    expect(cancelQuestion(MANAGED)).toBe('Cancel your table for 2 on Tuesday 1 December at 19:30?');
    expect(changeDeadlineText(MANAGED)).toBe('Free to change or cancel until 17:30 on Tuesday 1 December');
  });

  it.each([
    ['2026-11-21T10:05:00Z', 'Changed on Saturday 21 November at 10:05'],
    ['2026-07-04T18:30:00Z', 'Changed on Saturday 4 July at 19:30'], // British Summer Time
    ['2026-12-31T23:59:00Z', 'Changed on Thursday 31 December at 23:59'],
  ])('changedOnText(%s) is in London time', (at, text) => expect(changedOnText(at)).toBe(text));

  it.each([
    ['never changed', { status: 'confirmed', changedAt: null, cancelledAt: null }, null],
    ['changed', { status: 'confirmed', changedAt: '2026-11-21T10:05:00Z', cancelledAt: null }, 'Changed on Saturday 21 November at 10:05'],
    ['changed, then cancelled', { status: 'cancelled', changedAt: '2026-11-21T10:05:00Z', cancelledAt: '2026-11-22T09:00:00Z' }, 'Cancelled on Sunday 22 November at 09:00'],
    ['cancelled, with no time recorded', { status: 'cancelled', changedAt: '2026-11-21T10:05:00Z', cancelledAt: null }, null],
    ['an enquiry changed', { status: 'enquiry', changedAt: '2026-07-04T18:30:00Z', cancelledAt: null }, 'Changed on Saturday 4 July at 19:30'],
  ] as const)('the last event of a booking %s reads %p', (_case, booking, text) => expect(lastEventText(booking)).toBe(text));

  it.each([
    [ApiError.fromResponse(409, { code: 'CHANGE_CLOSED', message: 'Changes and cancellations online closed at 17:30 on Tuesday 1 December.' }), 'Changes and cancellations online closed at 17:30 on Tuesday 1 December.'],
    [new ApiError('Request failed with status 422', { status: 422 }), DEFAULT_MANAGE_ERROR],
    [ApiError.fromResponse(400, { code: 'VALIDATION', message: 'diningDateTime must be today or later', field: 'diningDateTime', rule: 'past' }), 'Please choose a date from today onwards.'],
    [ApiError.fromResponse(400, { code: 'VALIDATION', message: 'adultCovers must be at most 100', field: 'adultCovers', rule: 'maximum', limit: 100 }), 'Adults must be 100 or fewer.'],
    [ApiError.fromResponse(409, { code: 'BOOKING_CHANGED', message: 'x' }), 'This booking was changed meanwhile. Please reload the page and try again.'],
    [ApiError.fromResponse(400, { code: 'BAD_REQUEST', message: 'menuIds[0] is not a menu here' }), DEFAULT_MANAGE_ERROR],
    [new ApiError('boom', { status: 500 }), DEFAULT_MANAGE_ERROR],
    [new ApiError('Network request failed', { status: 0, code: 'NETWORK' }), 'We could not reach our booking system. Please check your connection and try again.'],
    [new Error('x'), DEFAULT_MANAGE_ERROR],
  ])('a refused change says %#', (error, text) => expect(manageErrorMessage(error)).toBe(text));

  it.each([
    [new ApiError('gone', { status: 410, code: 'BOOKING_CANCELLED' }), 'This booking has been cancelled'],
    [new ApiError('gone', { status: 410, code: 'BOOKING_PAST' }), 'This booking has passed'],
    [new ApiError('nope', { status: 404, code: 'BOOKING_NOT_FOUND' }), 'We could not find that booking'],
    [new ApiError('bad', { status: 400, code: 'VALIDATION' }), 'We could not find that booking'],
    [new ApiError('down', { status: 503 }), null],
  ])('a link that cannot show a booking: %#', (error, title) => expect(unavailablePage(error)?.title ?? null).toBe(title));

  it.each([
    ['/booking/MR-ABCD2345/sig_-1', 'MR-ABCD2345.sig_-1'],
    ['/booking/MR-ABCD2345/sig/', 'MR-ABCD2345.sig'],
    ['/booking/MR-ABCD2345/sig%5F1', 'MR-ABCD2345.sig_1'],
    ['/booking', null],
    ['/booking/MR-ABCD2345.sig', null],
    ['/booking/a/b/c', null],
    ['/booking/MR-ABCD2345/%E0%A4%A', null],
    ['/book-now', null],
  ])('manageTokenOf(%s) is %s', (path, token) => expect(manageTokenOf(path)).toBe(token));
});
