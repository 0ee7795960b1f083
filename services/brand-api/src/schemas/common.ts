import { Type, type ObjectOptions, type StringOptions, type TProperties, type NumberOptions } from '@sinclair/typebox';

/**
 * Schemas shared by routes, written with TypeBox so the type provider gives every handler typed
 * `body`, `params`, `query` and `headers` from the very schema that validates them. Response
 * schemas name the fields clients rely on and allow the rest, so the OpenAPI document says what a
 * client can count on without dropping content fields.
 */

/** A response object: the named fields plus whatever else the record carries. */
export const looseObject = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object(properties, { ...options, additionalProperties: true });

/**
 * Nullable scalars as the OpenAPI 3.0 document has always described them (`type: [T, 'null']`,
 * `nullable` once published), not as TypeBox's `anyOf`, which would change the validation
 * messages and the document.
 */
export const nullableString = (options: StringOptions = {}) => Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });
export const nullableInteger = (options: NumberOptions = {}) => Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });
export const nullableNumber = (options: NumberOptions = {}) => Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });

/** One of a few strings, as `enum` (TypeBox's own union would be an `anyOf` of constants). */
export const stringEnum = <const T extends readonly string[]>(values: T, options: StringOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

export const errorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    code: Type.Optional(Type.String()),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    errorCode: Type.Optional(Type.Integer()),
    /** With `field`: the rule it broke (a schema keyword such as `maxLength`, or `past`, `fileType`…), for clients to word. */
    rule: Type.Optional(Type.String()),
    /** The rule's number when it has one (a length, a size in bytes). */
    limit: Type.Optional(Type.Number()),
  },
  { $id: 'ErrorBody' },
);

export const email = Type.String({ format: 'email', maxLength: 254 });
export const name = Type.String({ minLength: 1, maxLength: 80, pattern: "^[\\p{L}][\\p{L} '\\-.]*$" });
export const ukPhone = Type.String({ minLength: 7, maxLength: 24, pattern: '^\\+?[0-9 ().-]{7,24}$' });
/** A UK phone number, or nothing at all (an empty string). */
export const optionalPhone = Type.Union([ukPhone, Type.String({ maxLength: 0 })]);
export const isoDate = Type.String({ format: 'date' });
export const timeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
/** A URL slug: a restaurant, city, menu, page or offer. */
export const slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$' });
/** The largest value of a PostgreSQL `integer` column: every integer a request carries stays within it. */
export const PG_INTEGER_MAX = 2_147_483_647;
export const storeId = Type.Integer({ minimum: 1, maximum: PG_INTEGER_MAX });
export const storeIdParams = Type.Object({ storeId });
export const uploadedFile = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    contentType: Type.String({ maxLength: 200 }),
    content: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
/** A free-text field of at most `max` characters. */
export const text = (max: number) => Type.String({ maxLength: max });
/** The token the browser's reCAPTCHA gave (absent when it is off). */
export const recaptchaToken = text(4000);

export const okMessage = looseObject({ statusCode: Type.Integer(), message: Type.String() });

/** One encoded size of a content image. */
const imageVariant = Type.Object({ url: Type.String({ pattern: '^/media/' }), width: Type.Integer({ minimum: 1 }) });

/** A content image as a `<picture>` needs it (api-client `ContentImage`). */
export const contentImage = Type.Object({
  alt: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  color: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
  placeholder: Type.String({ pattern: '^data:image/' }),
  sources: Type.Object({ avif: Type.Array(imageVariant), webp: Type.Array(imageVariant), jpeg: Type.Array(imageVariant) }),
}, { description: 'Variants per format (narrowest first), intrinsic size, placeholder colour and preview, alt text' });
const picture = Type.Optional(contentImage);

const linkItem = looseObject({
  linkText: Type.String(),
  linkUrl: Type.String(),
  openInNewTab: Type.Optional(Type.Boolean()),
  links: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
});

export const brandSettings = looseObject({
  book_now_text: Type.String(),
  carousel_arrows: Type.Optional(Type.Boolean()),
  carousel_dots: Type.Optional(Type.Boolean()),
  default_restaurant_id: Type.Optional(Type.Integer()),
  site_id: Type.String(),
  site_name: Type.String(),
  site_url: Type.String(),
  site_email: Type.Optional(Type.String()),
  tag_manager_id: Type.Optional(Type.String()),
  global_banner: Type.Optional(looseObject({ text: Type.String(), linkText: Type.Optional(Type.String()), linkUrl: Type.Optional(Type.String()) })),
  global_popup: Type.Optional(looseObject({
    id: Type.String(), title: Type.String(), body: Type.String(), linkText: Type.Optional(Type.String()), linkUrl: Type.Optional(Type.String()),
  })),
  mastheadItems: Type.Array(linkItem),
  footerItems: Type.Array(linkItem),
  socialMediaItems: Type.Array(linkItem),
});

export const restaurant = looseObject({
  storeId: Type.Integer(),
  bookATableWidgetId: Type.Optional(Type.String()),
  title: Type.String(),
  slug: Type.String(),
  city: Type.String(),
  addressLine1: Type.Optional(Type.String()),
  addressLine2: Type.Optional(Type.String()),
  addressCity: Type.Optional(Type.String()),
  postcode: Type.String(),
  phoneNumber: Type.Optional(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  miles: Type.Optional(Type.Number()),
  enableBookings: Type.Boolean(),
  bookingProviderUrl: Type.Optional(nullableString()),
  hideRestaurantDetailPage: Type.Optional(Type.Boolean()),
  isHolidayPark: Type.Optional(Type.Boolean()),
  openingHours: Type.Object({}, { additionalProperties: true }),
  specialHours: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
  heroTiles: Type.Optional(Type.Array(looseObject({ imageUrl: Type.String(), alt: Type.String(), heading: Type.Optional(Type.String()), picture }))),
});

export const menu = looseObject({
  id: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  picture,
  sections: Type.Array(looseObject({
    id: Type.String(),
    name: Type.String(),
    items: Type.Array(looseObject({
      id: Type.String(),
      name: Type.String(),
      price: Type.Integer(),
      dietaryTags: Type.Array(looseObject({ name: Type.String() })),
      allergens: Type.Array(Type.String()),
    })),
  })),
});

export const offer = looseObject({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  validityText: Type.String(),
  termAndConditions: Type.String(),
  successButtonText: Type.String(),
  successButtonUrl: Type.String(),
  overrideSuccessUrl: Type.Optional(nullableString()),
  restaurantIds: Type.Optional(Type.Array(Type.Integer())),
  imageUrl: Type.Optional(Type.String()),
  picture,
});

export const job = looseObject({
  jobId: Type.String(),
  id: Type.Integer(),
  name: Type.String(),
  positionUniqueName: Type.Optional(Type.String()),
  category: Type.String(),
  jobtype: Type.String(),
  cvRequired: Type.Boolean(),
  workExperienceRequired: Type.Boolean(),
  distance: Type.Optional(Type.Number()),
  location: looseObject({ lat: Type.Number(), lng: Type.Number() }),
  questions: Type.Array(looseObject({
    id: Type.String(),
    type: stringEnum(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT']),
    is_mandatory: Type.Boolean(),
  })),
  picture,
});

export const page = looseObject({
  id: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  tiles: Type.Array(looseObject({ tileId: Type.String(), key: Type.String(), imageUrl: Type.Optional(Type.String()), imageAlt: Type.Optional(Type.String()), picture })),
});
