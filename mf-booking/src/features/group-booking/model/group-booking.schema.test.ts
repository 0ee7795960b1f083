import { GROUP_MESSAGES, groupBookingSchema } from './group-booking.schema';

const TODAY = '2026-11-21';
const valid = {
  storeId: '101',
  bookingType: 'Birthday',
  covers: 20,
  date: '2026-12-12',
  time: '19:00',
  until: '23:00',
  firstName: 'Amélie',
  lastName: 'Martin',
  email: 'amelie@example.com',
  telephoneNumber: '07700 900123',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};

async function errorsOf(values: object): Promise<string[]> {
  try {
    await groupBookingSchema(TODAY).validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('groupBookingSchema', () => {
  it.each([
    ['a valid enquiry', {}, []],
    ['no venue', { storeId: '' }, [GROUP_MESSAGES.venue]],
    ['no booking type', { bookingType: '' }, [GROUP_MESSAGES.bookingType]],
    ['covers below the minimum', { covers: 14 }, [GROUP_MESSAGES.coversMin]],
    ['15 guests book online, not as a group', { covers: 15 }, [GROUP_MESSAGES.coversMin]],
    ['covers not a whole number', { covers: 20.5 }, [GROUP_MESSAGES.coversInteger]],
    ['covers not a number', { covers: 'lots' }, [GROUP_MESSAGES.covers]],
    ['covers above the maximum', { covers: 501 }, [GROUP_MESSAGES.coversMax]],
    ['a past date', { date: '2026-11-20' }, [GROUP_MESSAGES.date]],
    ['today', { date: TODAY }, []],
    ['until before the start', { until: '18:00' }, [GROUP_MESSAGES.until]],
    ['until equal to the start', { until: '19:00' }, [GROUP_MESSAGES.until]],
    ['a time off the grid', { time: '19:10' }, [GROUP_MESSAGES.time]],
    ['a bad e-mail', { email: 'amelie' }, [GROUP_MESSAGES.email]],
    ['a bad telephone', { telephoneNumber: 'call me' }, [GROUP_MESSAGES.telephone]],
  ])('%s', async (_case, values, expected) => {
    expect(await errorsOf(values)).toEqual(expected);
  });
});
