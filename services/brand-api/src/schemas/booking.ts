import { Type } from '@sinclair/typebox';
import { IDEMPOTENCY_KEY_PATTERN } from '../booking/idempotency';
import { REFERENCE_PATTERN } from '../booking/manage-link';
import { email, isoDate, looseObject, name, nullableInteger, nullableString, PG_INTEGER_MAX, storeId, stringEnum, timeOfDay, ukPhone } from './common';

/** Schemas of the booking endpoints (spec §3, §7). Limits from spec §5: 1–100 adults, 0–50 children. */
const adults = Type.Integer({ minimum: 1, maximum: 100 });
const children = Type.Integer({ minimum: 0, maximum: 50 });
const occasionId = Type.Integer({ minimum: 1, maximum: PG_INTEGER_MAX });
const itemId = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' });
/** Up to 7 dates, comma-separated. */
const dates = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(,\\d{4}-\\d{2}-\\d{2}){0,6}$' });
/** An area id, or the string null for none (spec §7). */
const areaId = Type.String({ pattern: '^(null|[a-z0-9][a-z0-9-]{0,39})$' });

const closed = { additionalProperties: false } as const;

export const occasionsQuery = Type.Object({ date: Type.Optional(isoDate) }, closed);
export const restrictionsQuery = Type.Object({ date: isoDate }, closed);
const slotQueryProps = { occasionId, children, adults, dates };
export const areasQuery = Type.Object(slotQueryProps, closed);
export const menusQuery = Type.Object({ ...slotQueryProps, time: timeOfDay }, closed);
export const slotsQuery = Type.Object({
  ...slotQueryProps,
  menuIds: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}(,[a-z0-9][a-z0-9-]{0,39}){0,4}$' }),
  areaId: Type.Optional(areaId),
}, closed);
export const requirementsQuery = Type.Object({
  occasionId, children, adults, bookingDate: isoDate, menuId: itemId, time: timeOfDay, areaId: Type.Optional(areaId),
}, closed);

export const idempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    pattern: IDEMPOTENCY_KEY_PATTERN,
    description: 'A fresh random key per submission, the same on a retry (8–128 of A–Z a–z 0–9 _ . : -)',
  })),
});

const linkGroupType = stringEnum(['inclusive', 'exclusive']);
const linkGroup = Type.Unsafe<{ type: 'inclusive' | 'exclusive'; links: string[] } | null>({
  type: ['object', 'null'],
  required: ['type', 'links'],
  properties: { type: linkGroupType, links: Type.Array(Type.String()) },
});

const occasion = looseObject({
  id: Type.Integer(), name: Type.String(), minimumCovers: Type.Integer(), maximumCovers: Type.Integer(),
  startTime: Type.String(), endTime: Type.String(), isEvent: Type.Boolean(), isPlaceAsEnquiryEnabled: Type.Boolean(),
  isCardGuaranteeRequired: Type.Boolean(), menuLinkGroup: linkGroup, areaLinkGroup: linkGroup,
});

export const occasionsResult = looseObject({
  storeId: Type.Integer(), date: Type.Optional(nullableString()), occasions: Type.Array(occasion),
  /** How far ahead the restaurant takes bookings: days after today, and the last bookable date. */
  bookingHorizon: Type.Optional(looseObject({ days: Type.Integer(), lastDate: Type.String() })),
});

export const restrictionsResult = looseObject({
  storeId: Type.Integer(),
  date: Type.String(),
  occasions: Type.Array(looseObject({
    occasionId: Type.Integer(), name: Type.String(), minCovers: Type.Integer(), maxCovers: Type.Integer(),
    firstTime: Type.String(), lastTime: Type.String(),
  })),
});

export const availabilityBody = Type.Object({
  stores: Type.Array(
    Type.Object({ storeId, miles: Type.Optional(Type.Number({ minimum: 0, maximum: 25000 })) }, closed),
    { minItems: 1, maxItems: 10 },
  ),
  date: isoDate, adultCovers: adults, childrenCovers: children, time: Type.Optional(timeOfDay), occasionId: Type.Optional(occasionId),
}, closed);

export const availabilityResult = looseObject({
  date: Type.String(),
  time: Type.String(),
  stores: Type.Array(looseObject({
    storeId: Type.Integer(), storeName: Type.String(), occasionId: nullableInteger(), exactMatch: Type.Boolean(),
    isFirstChoice: Type.Boolean(), miles: Type.Number(), timeSlots: Type.Array(looseObject({ time: Type.String() })),
    isPlaceAsEnquiryEnabled: Type.Boolean(), minimumCovers: Type.Integer(),
  })),
});

export const areasResult = looseObject({ areas: Type.Array(looseObject({ id: Type.String(), name: Type.String() })) });

export const menusResult = looseObject({
  data: looseObject({
    menus: Type.Array(looseObject({ id: Type.String(), name: Type.String(), description: Type.String(), contentMenuId: nullableString() })),
  }),
});

export const slotsResult = looseObject({
  dates: Type.Array(looseObject({
    date: Type.String(),
    times: Type.Array(looseObject({ time: Type.String(), canEnquire: Type.Boolean() })),
  })),
});

export const requirementsResult = looseObject({ isCardGuaranteeRequired: Type.Boolean(), isPlaceAsEnquiryEnabled: Type.Boolean() });

/** The booking request of spec §3: every field validated; unknown fields refused. */
export const bookingRequestBody = Type.Object({
  restaurantId: storeId,
  firstName: name,
  lastName: name,
  emailAddress: email,
  mobilePhoneNumber: ukPhone,
  diningDateTime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?)?$' }),
  adultCovers: adults,
  childCovers: children,
  offerId: Type.Optional(nullableInteger({ minimum: 1, maximum: PG_INTEGER_MAX })),
  menuIds: Type.Array(itemId, { minItems: 1, maxItems: 5, uniqueItems: true }),
  menuName: Type.Optional(Type.String({ maxLength: 200 })),
  shouldReceivePromotions: Type.Boolean(),
  shouldReceiveSms: Type.Boolean(),
  specialRequest: Type.Optional(Type.String({ maxLength: 1000 })),
  occasionId,
  bookingTime: timeOfDay,
  braintreeCustomerId: Type.Optional(nullableString({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  areaId: Type.Optional(nullableString({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' })),
}, closed);

export const bookingResult = looseObject({
  bookingReference: nullableString(),
  bookingStatus: Type.Integer({ description: '1 confirmed; 9 the slot was just taken (nothing booked)' }),
  message: Type.Optional(Type.String()),
  manageUrl: Type.Optional(Type.String()),
});

export const enquiryResult = looseObject({ bookingReference: Type.String(), message: Type.String() });

export const manageParams = Type.Object({
  token: Type.String({ pattern: `${REFERENCE_PATTERN.slice(0, -1)}\\.[A-Za-z0-9_-]{32}$` }),
});

export const managedBooking = looseObject({
  bookingReference: Type.String(),
  status: stringEnum(['confirmed', 'cancelled', 'enquiry']),
  kind: stringEnum(['booking', 'event', 'enquiry']),
  restaurant: looseObject({ storeId: Type.Integer(), title: Type.String(), address: Type.String(), phoneNumber: Type.String() }),
  occasionName: Type.String(), areaName: nullableString(), date: Type.String(), time: Type.String(),
  adultCovers: Type.Integer(), childCovers: Type.Integer(), menuNames: Type.Array(Type.String()),
  firstName: Type.String(), lastName: Type.String(), canCancel: Type.Boolean(), calendarUrl: Type.String(),
  storeId: Type.Integer(), occasionId: Type.Integer(), menuIds: Type.Array(Type.String()), specialRequest: nullableString(),
  restaurantPath: nullableString(), lat: Type.Number(), lng: Type.Number(), canChange: Type.Boolean(),
  changeUntil: looseObject({ date: Type.String(), time: Type.String() }), changedAt: nullableString(), cancelledAt: nullableString(), hasCardGuarantee: Type.Boolean(), email: Type.String(),
});

/** A guest's change to their booking (the restaurant, occasion and guest stay); menus kept when absent. */
export const bookingChangeBody = Type.Object({
  date: isoDate,
  time: timeOfDay,
  adultCovers: adults,
  childCovers: children,
  menuIds: Type.Optional(Type.Array(itemId, { minItems: 1, maxItems: 5, uniqueItems: true })),
  braintreeCustomerId: Type.Optional(nullableString({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
}, closed);

export const bookingChangeResult = looseObject({
  bookingStatus: Type.Integer({ description: '1 moved; 9 the new slot was just taken (the booking is as it was)' }),
  message: Type.Optional(Type.String()),
  booking: managedBooking,
});

/** The calendar file of a booking (a string body, served as text/calendar). */
export const calendarFile = Type.String({ description: 'text/calendar' });
