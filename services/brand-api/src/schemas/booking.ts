import { IDEMPOTENCY_KEY_PATTERN } from '../booking/idempotency';
import { REFERENCE_PATTERN } from '../booking/manage-link';
import { email, isoDate, looseObject, name, timeOfDay, ukPhone } from './common';

/** JSON schemas of the booking endpoints (spec §3, §7). Limits from spec §5: 1–100 adults, 0–50 children. */
export const storeIdParams = { type: 'object', required: ['storeId'], properties: { storeId: { type: 'integer', minimum: 1 } } } as const;
export const adults = { type: 'integer', minimum: 1, maximum: 100 } as const;
export const children = { type: 'integer', minimum: 0, maximum: 50 } as const;
const occasionId = { type: 'integer', minimum: 1 } as const;
const itemId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' } as const;
/** Up to 7 dates, comma-separated. */
const dates = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}(,\\d{4}-\\d{2}-\\d{2}){0,6}$' } as const;
/** An area id, or the string null for none (spec §7). */
const areaId = { type: 'string', pattern: '^(null|[a-z0-9][a-z0-9-]{0,39})$' } as const;

const query = (required: string[], properties: Record<string, unknown>) => ({ type: 'object', required, properties, additionalProperties: false }) as const;

export const occasionsQuery = query([], { date: isoDate });
export const restrictionsQuery = query(['date'], { date: isoDate });
const slotQueryProps = { occasionId, children, adults, dates };
export const areasQuery = query(['occasionId', 'children', 'adults', 'dates'], slotQueryProps);
export const menusQuery = query(['occasionId', 'children', 'adults', 'dates', 'time'], { ...slotQueryProps, time: timeOfDay });
export const slotsQuery = query(['occasionId', 'children', 'adults', 'dates', 'menuIds'], {
  ...slotQueryProps,
  menuIds: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}(,[a-z0-9][a-z0-9-]{0,39}){0,4}$' },
  areaId,
});
export const requirementsQuery = query(['occasionId', 'children', 'adults', 'bookingDate', 'menuId', 'time'], {
  occasionId, children, adults, bookingDate: isoDate, menuId: itemId, time: timeOfDay, areaId,
});

export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN, description: 'A fresh random key per submission, the same on a retry (8–128 of A–Z a–z 0–9 _ . : -)' } },
} as const;

const linkGroup = { type: ['object', 'null'], required: ['type', 'links'], properties: { type: { type: 'string', enum: ['inclusive', 'exclusive'] }, links: { type: 'array', items: { type: 'string' } } } } as const;

export const occasion = looseObject(
  ['id', 'name', 'minimumCovers', 'maximumCovers', 'startTime', 'endTime', 'isEvent', 'isPlaceAsEnquiryEnabled', 'isCardGuaranteeRequired', 'menuLinkGroup', 'areaLinkGroup'],
  {
    id: { type: 'integer' }, name: { type: 'string' }, minimumCovers: { type: 'integer' }, maximumCovers: { type: 'integer' },
    startTime: { type: 'string' }, endTime: { type: 'string' }, isEvent: { type: 'boolean' }, isPlaceAsEnquiryEnabled: { type: 'boolean' },
    isCardGuaranteeRequired: { type: 'boolean' }, menuLinkGroup: linkGroup, areaLinkGroup: linkGroup,
  },
);

export const occasionsResult = looseObject(['storeId', 'occasions'], { storeId: { type: 'integer' }, date: { type: ['string', 'null'] }, occasions: { type: 'array', items: occasion } });

export const restrictionsResult = looseObject(['storeId', 'date', 'occasions'], {
  storeId: { type: 'integer' },
  date: { type: 'string' },
  occasions: {
    type: 'array',
    items: looseObject(['occasionId', 'name', 'minCovers', 'maxCovers', 'firstTime', 'lastTime'], {
      occasionId: { type: 'integer' }, name: { type: 'string' }, minCovers: { type: 'integer' }, maxCovers: { type: 'integer' },
      firstTime: { type: 'string' }, lastTime: { type: 'string' },
    }),
  },
});

export const availabilityBody = {
  type: 'object',
  required: ['stores', 'date', 'adultCovers', 'childrenCovers'],
  additionalProperties: false,
  properties: {
    stores: {
      type: 'array', minItems: 1, maxItems: 10,
      items: { type: 'object', required: ['storeId'], additionalProperties: false, properties: { storeId: { type: 'integer', minimum: 1 }, miles: { type: 'number', minimum: 0, maximum: 25000 } } },
    },
    date: isoDate, adultCovers: adults, childrenCovers: children, time: timeOfDay, occasionId,
  },
} as const;

export const availabilityResult = looseObject(['date', 'time', 'stores'], {
  date: { type: 'string' },
  time: { type: 'string' },
  stores: {
    type: 'array',
    items: looseObject(['storeId', 'storeName', 'occasionId', 'exactMatch', 'isFirstChoice', 'miles', 'timeSlots', 'isPlaceAsEnquiryEnabled', 'minimumCovers'], {
      storeId: { type: 'integer' }, storeName: { type: 'string' }, occasionId: { type: ['integer', 'null'] }, exactMatch: { type: 'boolean' },
      isFirstChoice: { type: 'boolean' }, miles: { type: 'number' }, timeSlots: { type: 'array', items: looseObject(['time'], { time: { type: 'string' } }) },
      isPlaceAsEnquiryEnabled: { type: 'boolean' }, minimumCovers: { type: 'integer' },
    }),
  },
});

export const areasResult = looseObject(['areas'], { areas: { type: 'array', items: looseObject(['id', 'name'], { id: { type: 'string' }, name: { type: 'string' } }) } });

export const menusResult = looseObject(['data'], {
  data: looseObject(['menus'], {
    menus: { type: 'array', items: looseObject(['id', 'name', 'description', 'contentMenuId'], { id: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' }, contentMenuId: { type: ['string', 'null'] } }) },
  }),
});

export const slotsResult = looseObject(['dates'], {
  dates: {
    type: 'array',
    items: looseObject(['date', 'times'], {
      date: { type: 'string' },
      times: { type: 'array', items: looseObject(['time', 'canEnquire'], { time: { type: 'string' }, canEnquire: { type: 'boolean' } }) },
    }),
  },
});

export const requirementsResult = looseObject(['isCardGuaranteeRequired', 'isPlaceAsEnquiryEnabled'], { isCardGuaranteeRequired: { type: 'boolean' }, isPlaceAsEnquiryEnabled: { type: 'boolean' } });

/** The booking request of spec §3: every field validated; unknown fields refused. */
export const bookingRequestBody = {
  type: 'object',
  required: ['restaurantId', 'firstName', 'lastName', 'emailAddress', 'mobilePhoneNumber', 'diningDateTime', 'adultCovers', 'childCovers', 'menuIds', 'shouldReceivePromotions', 'shouldReceiveSms', 'occasionId', 'bookingTime'],
  additionalProperties: false,
  properties: {
    restaurantId: { type: 'integer', minimum: 1 },
    firstName: name,
    lastName: name,
    emailAddress: email,
    mobilePhoneNumber: ukPhone,
    diningDateTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?)?$' },
    adultCovers: adults,
    childCovers: children,
    offerId: { type: ['integer', 'null'], minimum: 1 },
    menuIds: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: itemId },
    menuName: { type: 'string', maxLength: 200 },
    shouldReceivePromotions: { type: 'boolean' },
    shouldReceiveSms: { type: 'boolean' },
    specialRequest: { type: 'string', maxLength: 1000 },
    occasionId,
    bookingTime: timeOfDay,
    braintreeCustomerId: { type: ['string', 'null'], pattern: '^[A-Za-z0-9_-]{1,64}$' },
    areaId: { type: ['string', 'null'], pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
  },
} as const;

export const bookingResult = looseObject(['bookingReference', 'bookingStatus'], {
  bookingReference: { type: ['string', 'null'] },
  bookingStatus: { type: 'integer', description: '1 confirmed; 9 the slot was just taken (nothing booked)' },
  message: { type: 'string' },
  manageUrl: { type: 'string' },
});

export const enquiryResult = looseObject(['bookingReference', 'message'], { bookingReference: { type: 'string' }, message: { type: 'string' } });

export const manageParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: `${REFERENCE_PATTERN.slice(0, -1)}\\.[A-Za-z0-9_-]{32}$` } },
} as const;

export const managedBooking = looseObject(
  ['bookingReference', 'status', 'kind', 'restaurant', 'occasionName', 'areaName', 'date', 'time', 'adultCovers', 'childCovers', 'menuNames', 'firstName', 'lastName', 'canCancel', 'calendarUrl'],
  {
    bookingReference: { type: 'string' }, status: { type: 'string', enum: ['confirmed', 'cancelled', 'enquiry'] }, kind: { type: 'string', enum: ['booking', 'event', 'enquiry'] },
    restaurant: looseObject(['storeId', 'title', 'address', 'phoneNumber'], { storeId: { type: 'integer' }, title: { type: 'string' }, address: { type: 'string' }, phoneNumber: { type: 'string' } }),
    occasionName: { type: 'string' }, areaName: { type: ['string', 'null'] }, date: { type: 'string' }, time: { type: 'string' },
    adultCovers: { type: 'integer' }, childCovers: { type: 'integer' }, menuNames: { type: 'array', items: { type: 'string' } },
    firstName: { type: 'string' }, lastName: { type: 'string' }, canCancel: { type: 'boolean' }, calendarUrl: { type: 'string' },
  },
);

export const braintreeToken = looseObject(['clientToken', 'testMode'], { clientToken: { type: 'string' }, testMode: { type: 'boolean' } });

export const braintreeSubmitBody = {
  type: 'object',
  required: ['nonce', 'firstName', 'lastName', 'email'],
  additionalProperties: false,
  properties: {
    nonce: { type: 'string', minLength: 1, maxLength: 4096 },
    firstName: name,
    lastName: name,
    email,
    customerId: { type: ['string', 'null'], pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
} as const;

export const braintreeSubmitResult = looseObject(['success', 'customerId'], { success: { type: 'boolean', const: true }, customerId: { type: 'string' } });
