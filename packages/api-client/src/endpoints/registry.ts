/**
 * Every brand API endpoint the client calls, as data: the one source of truth for methods and
 * paths. Endpoint groups build their URLs with `route(name, values)`; the contract test checks
 * this list against the brand API's OpenAPI document.
 */

export type HttpMethod = 'GET' | 'POST';

export interface EndpointSpec {
  /** `<group>.<function>`, e.g. 'content.getRestaurant'. */
  readonly name: string;
  readonly method: HttpMethod;
  /** OpenAPI style, relative to the client's baseUrl: '/api/v1/content/restaurant/{storeId}'. */
  readonly path: string;
  /** Query-string parameters, in the order they are written. */
  readonly query?: readonly string[];
  /** Query-string parameters a caller may leave out (undefined: not written), written after `query`. */
  readonly optionalQuery?: readonly string[];
  /** Path parameters whose '/' separates segments (each segment is encoded on its own). */
  readonly slashParams?: readonly string[];
}

export const ENDPOINTS = [
  { name: 'content.getPage', method: 'GET', path: '/api/v1/content/page/{id}', slashParams: ['id'] },
  { name: 'content.getBrandSettings', method: 'GET', path: '/api/v1/content/brand-settings' },
  { name: 'content.searchRestaurants', method: 'GET', path: '/api/v1/content/search-restaurants/' },
  { name: 'content.getRestaurantBySlugAndCity', method: 'GET', path: '/api/v1/content/restaurant/slug/{slug}/city/{city}' },
  { name: 'content.getRestaurantBySlug', method: 'GET', path: '/api/v1/content/getRestaurantBySlug/{slug}' },
  { name: 'content.getRestaurant', method: 'GET', path: '/api/v1/content/restaurant/{storeId}' },
  { name: 'content.getMenus', method: 'GET', path: '/api/v1/content/menus' },
  { name: 'content.getMenu', method: 'GET', path: '/api/v1/content/menu/{id}' },
  { name: 'content.getChoices', method: 'GET', path: '/api/v1/content/choices' },

  { name: 'contact.getContactTypes', method: 'GET', path: '/api/contact/contactTypes' },
  { name: 'contact.getContactContent', method: 'GET', path: '/api/contact/content' },
  { name: 'contact.sendEmail', method: 'POST', path: '/api/contact/sendemail' },
  { name: 'contact.sendGroupBooking', method: 'POST', path: '/api/contact/group-booking' },

  { name: 'preferences.getCustomerPreferences', method: 'POST', path: '/api/exponea/getcustomerpreferences/{guid}' },
  { name: 'preferences.updateCustomerPreferences', method: 'POST', path: '/api/exponea/updateCustomerPreferences' },
  { name: 'preferences.updateMarketingEmails', method: 'POST', path: '/api/exponea/updateMarketingEmails' },
  { name: 'preferences.getUnsubscribeState', method: 'GET', path: '/api/marketing/unsubscribe/{recipient}/{signature}' },

  { name: 'jobs.getJobs', method: 'GET', path: '/api/jobs', query: ['siteId'] },
  { name: 'jobs.getJob', method: 'GET', path: '/api/jobs/{jobId}' },
  { name: 'jobs.apply', method: 'POST', path: '/api/jobs/application' },
  { name: 'jobs.getLocations', method: 'GET', path: '/api/jobs/locations', query: ['query', 'sessionKey'] },

  { name: 'offers.getOfferBySlug', method: 'GET', path: '/api/offer/getofferbyslug', query: ['offerSlug'] },
  { name: 'offers.getOffer', method: 'GET', path: '/api/offer/rest/{id}' },
  { name: 'offers.getRestaurantOffers', method: 'GET', path: '/api/offer/restaurant/{storeId}' },
  { name: 'offers.getCode', method: 'POST', path: '/api/offer/getcode' },

  { name: 'geo.search', method: 'GET', path: '/api/geo/search/{query}' },
  { name: 'geo.searchByLocation', method: 'GET', path: '/api/geo/search/lat/{lat}/lng/{lng}' },

  { name: 'signup.signUp', method: 'POST', path: '/api/signup' },

  { name: 'referral.invite', method: 'POST', path: '/api/referral/invite' },
  { name: 'referral.getReferral', method: 'GET', path: '/api/referral/code/{code}' },

  { name: 'social.getInstagramMedia', method: 'GET', path: '/api/social/insta/media' },

  { name: 'venues.getAllVenueIds', method: 'GET', path: '/cdg/booking/allVenueIds', query: ['brand'] },

  { name: 'recaptcha.verify', method: 'GET', path: '/api/recaptcha/verify', query: ['token'] },

  { name: 'booking.getOccasions', method: 'GET', path: '/api/booking/occasions/{storeId}', optionalQuery: ['date'] },
  { name: 'booking.checkAvailability', method: 'POST', path: '/api/booking/availability' },
  { name: 'booking.getAreas', method: 'GET', path: '/api/booking/areas/{storeId}', query: ['occasionId', 'children', 'adults', 'dates'] },
  { name: 'booking.getBookingMenus', method: 'GET', path: '/api/booking/bookingmenu/{storeId}', query: ['occasionId', 'children', 'adults', 'dates', 'time'] },
  { name: 'booking.getSlots', method: 'GET', path: '/api/booking/slots/{storeId}', query: ['occasionId', 'children', 'adults', 'dates', 'menuIds', 'areaId'] },
  {
    name: 'booking.getRequirements',
    method: 'GET',
    path: '/api/booking/requirements/{storeId}',
    query: ['occasionId', 'children', 'adults', 'bookingDate', 'menuId', 'time', 'areaId'],
  },
  { name: 'booking.createBooking', method: 'POST', path: '/api/booking/create/{storeId}' },
  { name: 'booking.createEventBooking', method: 'POST', path: '/api/booking/events/{storeId}' },
  { name: 'booking.createEnquiry', method: 'POST', path: '/api/booking/enquiry/{storeId}' },
  { name: 'booking.getRestrictions', method: 'GET', path: '/api/booking/restrictions/{storeId}', query: ['date'] },
  { name: 'booking.getManagedBooking', method: 'GET', path: '/api/booking/manage/{token}' },
  { name: 'booking.cancelManagedBooking', method: 'POST', path: '/api/booking/manage/{token}/cancel' },
  { name: 'booking.changeManagedBooking', method: 'POST', path: '/api/booking/manage/{token}/change' },

  { name: 'braintree.getToken', method: 'GET', path: '/api/v1/braintree/token' },
  { name: 'braintree.submit', method: 'POST', path: '/api/v1/braintree/submit' },
] as const satisfies readonly EndpointSpec[];

type Spec = (typeof ENDPOINTS)[number];
export type EndpointName = Spec['name'];
type SpecOf<N extends EndpointName> = Extract<Spec, { name: N }>;

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;
type QueryParamNames<S> = S extends { query: readonly (infer Q extends string)[] } ? Q : never;
type OptionalQueryNames<S> = S extends { optionalQuery: readonly (infer Q extends string)[] } ? Q : never;
type RequiredNames<N extends EndpointName> = PathParamNames<SpecOf<N>['path']> | QueryParamNames<SpecOf<N>>;
type ValueNames<N extends EndpointName> = RequiredNames<N> | OptionalQueryNames<SpecOf<N>>;

/** Path and query values of an endpoint, in one flat object: `{ storeId: 12 }`, `{ siteId: 'x' }`. */
export type RouteValues<N extends EndpointName> = { [K in RequiredNames<N>]: string | number } & {
  [K in OptionalQueryNames<SpecOf<N>>]?: string | number | undefined;
};

export interface Route {
  name: EndpointName;
  method: HttpMethod;
  /** Relative path with encoded parameters and query string, ready to prefix with baseUrl. */
  path: string;
}

const SPECS: ReadonlyMap<string, EndpointSpec> = new Map(ENDPOINTS.map((spec) => [spec.name, spec]));

/**
 * The method and encoded path of an endpoint. Each path value is `encodeURIComponent`-encoded
 * (a slash param per segment). Empty, '.' and '..' segments and non-finite numbers throw a
 * TypeError, so a value can never climb out of its route.
 */
export function route<N extends EndpointName>(
  name: N,
  ...[values]: [ValueNames<N>] extends [never] ? [] : [RouteValues<N>]
): Route {
  const spec = SPECS.get(name);
  if (!spec) throw new TypeError(`Unknown endpoint ${name}`);
  const given: Record<string, string | number | undefined> = values ?? {};
  const path = spec.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = text(name, param, given[param]);
    const segments = spec.slashParams?.includes(param) ? value.split('/') : [value];
    return segments.map((segment) => encodeSegment(name, param, segment)).join('/');
  });
  const written = [...(spec.query ?? []), ...(spec.optionalQuery ?? []).filter((param) => given[param] !== undefined)];
  const query = written.map((param) => `${encodeURIComponent(param)}=${encodeURIComponent(text(name, param, given[param]))}`).join('&');
  return { name, method: spec.method, path: query ? `${path}?${query}` : path };
}

function text(endpoint: string, param: string, value: string | number | undefined): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value;
  throw new TypeError(`${endpoint}: parameter ${param} must be a string or a finite number`);
}

function encodeSegment(endpoint: string, param: string, segment: string): string {
  if (segment === '' || segment === '.' || segment === '..') {
    throw new TypeError(`${endpoint}: parameter ${param} has an empty, '.' or '..' path segment`);
  }
  return encodeURIComponent(segment);
}
