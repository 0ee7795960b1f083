/**
 * JSON schemas shared by routes. Response schemas name the fields clients rely on and allow the
 * rest, so the OpenAPI document says what a client can count on without dropping content fields.
 */
export const errorBody = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
    errorCode: { type: 'integer' },
  },
} as const;

export const looseObject = (required: string[], properties: Record<string, unknown>) =>
  ({ type: 'object', required, properties, additionalProperties: true }) as const;

export const linkItem = looseObject(['linkText', 'linkUrl'], {
  linkText: { type: 'string' },
  linkUrl: { type: 'string' },
  openInNewTab: { type: 'boolean' },
  links: { type: 'array', items: { type: 'object', additionalProperties: true } },
});

export const brandSettings = looseObject(
  ['book_now_text', 'site_id', 'site_name', 'site_url', 'mastheadItems', 'footerItems', 'socialMediaItems'],
  {
    book_now_text: { type: 'string' },
    carousel_arrows: { type: 'boolean' },
    carousel_dots: { type: 'boolean' },
    default_restaurant_id: { type: 'integer' },
    site_id: { type: 'string' },
    site_name: { type: 'string' },
    site_url: { type: 'string' },
    site_email: { type: 'string' },
    tag_manager_id: { type: 'string' },
    global_banner: looseObject(['text'], { text: { type: 'string' }, linkText: { type: 'string' }, linkUrl: { type: 'string' } }),
    global_popup: looseObject(['id', 'title', 'body'], {
      id: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' }, linkText: { type: 'string' }, linkUrl: { type: 'string' },
    }),
    mastheadItems: { type: 'array', items: linkItem },
    footerItems: { type: 'array', items: linkItem },
    socialMediaItems: { type: 'array', items: linkItem },
  },
);

export const restaurant = looseObject(
  ['storeId', 'title', 'slug', 'city', 'postcode', 'lat', 'lng', 'enableBookings', 'openingHours'],
  {
    storeId: { type: 'integer' },
    bookATableWidgetId: { type: 'string' },
    title: { type: 'string' },
    slug: { type: 'string' },
    city: { type: 'string' },
    addressLine1: { type: 'string' },
    addressLine2: { type: 'string' },
    addressCity: { type: 'string' },
    postcode: { type: 'string' },
    phoneNumber: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    miles: { type: 'number' },
    enableBookings: { type: 'boolean' },
    bookingProviderUrl: { type: ['string', 'null'] },
    hideRestaurantDetailPage: { type: 'boolean' },
    isHolidayPark: { type: 'boolean' },
    openingHours: { type: 'object', additionalProperties: true },
    specialHours: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
);

export const menu = looseObject(['id', 'name', 'sections'], {
  id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  sections: {
    type: 'array',
    items: looseObject(['id', 'name', 'items'], {
      id: { type: 'string' },
      name: { type: 'string' },
      items: {
        type: 'array',
        items: looseObject(['id', 'name', 'price', 'dietaryTags', 'allergens'], {
          id: { type: 'string' },
          name: { type: 'string' },
          price: { type: 'integer' },
          dietaryTags: { type: 'array', items: looseObject(['name'], { name: { type: 'string' } }) },
          allergens: { type: 'array', items: { type: 'string' } },
        }),
      },
    }),
  },
});

export const offer = looseObject(
  ['id', 'slug', 'title', 'description', 'validityText', 'termAndConditions', 'successButtonText', 'successButtonUrl'],
  {
    id: { type: 'integer' },
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    validityText: { type: 'string' },
    termAndConditions: { type: 'string' },
    successButtonText: { type: 'string' },
    successButtonUrl: { type: 'string' },
    overrideSuccessUrl: { type: ['string', 'null'] },
    restaurantIds: { type: 'array', items: { type: 'integer' } },
  },
);

export const job = looseObject(['jobId', 'id', 'name', 'category', 'jobtype', 'cvRequired', 'workExperienceRequired', 'location', 'questions'], {
  jobId: { type: 'string' },
  id: { type: 'integer' },
  name: { type: 'string' },
  positionUniqueName: { type: 'string' },
  category: { type: 'string' },
  jobtype: { type: 'string' },
  cvRequired: { type: 'boolean' },
  workExperienceRequired: { type: 'boolean' },
  distance: { type: 'number' },
  location: looseObject(['lat', 'lng'], { lat: { type: 'number' }, lng: { type: 'number' } }),
  questions: {
    type: 'array',
    items: looseObject(['id', 'type', 'is_mandatory'], {
      id: { type: 'string' },
      type: { type: 'string', enum: ['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT'] },
      is_mandatory: { type: 'boolean' },
    }),
  },
});

export const page = looseObject(['id', 'title', 'tiles'], {
  id: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  tiles: { type: 'array', items: looseObject(['tileId', 'key'], { tileId: { type: 'string' }, key: { type: 'string' } }) },
});

export const email = { type: 'string', format: 'email', maxLength: 254 } as const;
export const name = { type: 'string', minLength: 1, maxLength: 80, pattern: "^[\\p{L}][\\p{L} '\\-.]*$" } as const;
export const ukPhone = { type: 'string', minLength: 7, maxLength: 24, pattern: '^\\+?[0-9 ().-]{7,24}$' } as const;
export const isoDate = { type: 'string', format: 'date' } as const;
export const timeOfDay = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;
export const uploadedFile = {
  type: 'object',
  required: ['name', 'contentType', 'content'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    contentType: { type: 'string', maxLength: 200 },
    content: { type: 'string', minLength: 1 },
  },
} as const;

export const okMessage = looseObject(['statusCode', 'message'], { statusCode: { type: 'integer' }, message: { type: 'string' } });
