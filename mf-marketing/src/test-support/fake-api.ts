import {
  ApiError,
  type ContactForm,
  type CustomerPreferences,
  type CustomerPreferencesUpdate,
  type UnsubscribeLink,
  type Offer,
  type ReferralInvite,
  type RestaurantLocation,
  type SignUpForm,
  type SignUpResult,
  type Voucher,
  type VoucherRequest,
} from '@riviere/api-client';
import type { RemoteLocation, SiteConfig } from '@riviere/mf-contract';
import type { MarketingApi } from '../shared/api';

// The fake brand API and its fixtures, apart from the testing library, so a server render's
// test can load them in a module registry of its own.

export const TEST_CONFIG: SiteConfig = { brandKey: 'test-brand', siteName: 'Maison Rivière', apiBase: '' };

export const GUID = '0b7c6f1e-7a53-4c1b-9d43-6a1f0e2b9c11';

/** An unsubscribe link the fake API signed (for amelie@example.com), and one it did not. */
export const UNSUBSCRIBE_LINK: UnsubscribeLink = { recipient: 'YW1lbGllQGV4YW1wbGUuY29t', signature: 'A'.repeat(32) };
export const FORGED_LINK: UnsubscribeLink = { recipient: 'YW1lbGllQGV4YW1wbGUuY29t', signature: 'B'.repeat(32) };

export const notFound = (message: string) => new ApiError(message, { status: 404, body: { statusCode: 404, error: 'Not Found', message } });

export const OFFER: Offer = {
  id: 1,
  slug: '2-for-1-mains',
  title: 'Two mains for the price of one',
  description: 'Bring a friend.',
  validityText: 'Valid Monday to Thursday.',
  termAndConditions: 'One voucher per table.',
  successButtonText: 'Book a table',
  successButtonUrl: '/#booking',
  overrideSuccessUrl: null,
  restaurantIds: [],
};

export const RESTAURANTS = [
  { storeId: 118, title: 'Covent Garden' },
  { storeId: 101, title: 'Bath' },
] as RestaurantLocation[];

export const PREFS: CustomerPreferences = {
  customerGuid: GUID,
  firstName: 'Amélie',
  phoneNumber: '07700900123',
  favRestaurantCode: 118,
  birthDate: null,
  gender: null,
  websiteSmsOptIn: false,
  interests: [
    { name: 'Offers', checked: true },
    { name: 'Wine', checked: false },
  ],
  attributes: {},
  marketingEmails: true,
};

type Fake<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : never };
export type FakeApi = { [G in keyof MarketingApi]: Fake<MarketingApi[G]> };

/** A brand API with one offer, two restaurants, one customer and the contact choices. */
export function createFakeApi(): FakeApi {
  return {
    offers: {
      getOfferBySlug: jest.fn(async (slug: string) => {
        if (slug !== OFFER.slug) throw notFound(`Could not find offer "${slug}".`);
        return OFFER;
      }),
      getCode: jest.fn(async (_request: VoucherRequest): Promise<Voucher> => ({ voucherCode: 'MR-ABCDE-FGHJK' })),
    },
    signup: { signUp: jest.fn(async (_form: SignUpForm): Promise<SignUpResult | false> => ({ id: 's-1' })) },
    content: {
      searchRestaurants: jest.fn(async () => RESTAURANTS),
      getChoices: jest.fn(async () => ({ interests: ['Offers', 'Wine'], genders: ['Female', 'Male'] })),
    },
    preferences: {
      getCustomerPreferences: jest.fn(async (guid: string, _attributes: string[]) => {
        if (guid !== GUID) throw notFound('We could not find those preferences.');
        return PREFS;
      }),
      updateCustomerPreferences: jest.fn(async (_prefs: CustomerPreferencesUpdate) => ({ message: 'Success' })),
      updateMarketingEmails: jest.fn(async (_guid: string, marketingEmails: boolean) => ({
        message: 'Success',
        marketingEmails,
        interests: PREFS.interests.map((i) => ({ ...i, checked: marketingEmails && i.checked })),
      })),
      getUnsubscribeState: jest.fn(async (link: UnsubscribeLink) => {
        if (link.signature !== UNSUBSCRIBE_LINK.signature) throw notFound('This unsubscribe link is not valid.');
        return { email: 'amelie@example.com', marketingEmails: true };
      }),
    },
    contact: {
      getContactTypes: jest.fn(async () => [
        { id: 'general', name: 'General enquiry' },
        { id: 'restaurant', name: 'About a restaurant visit' },
      ]),
      getContactContent: jest.fn(async () => ({
        contactReasons: [
          { id: 'my-visit', name: 'My visit', subReasons: [{ id: 'food', name: 'Food and drink' }] },
          { id: 'other', name: 'Something else', subReasons: [] },
        ],
        restaurants: RESTAURANTS.map(({ storeId, title }) => ({ storeId, title })),
      })),
      sendEmail: jest.fn(async (_form: ContactForm) => ({ statusCode: 200, message: 'Thank you for your message. We will reply within 48 hours.' })),
    },
    referral: {
      invite: jest.fn(async (_invite: ReferralInvite) => ({ statusCode: 200, message: 'Sent' })),
      getReferral: jest.fn(async (code: string) => ({ code, referrerName: 'Amélie', offer: OFFER })),
    },
  };
}

export function toLocation(to: string): RemoteLocation {
  const url = new URL(to, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
