/**
 * Entities of the brand API (spec §3). These types are the contract between the brand API,
 * this client and every remote: the brand API's JSON schemas describe the same shapes.
 */

export type ISODate = string; // YYYY-MM-DD
export type TimeOfDay = string; // HH:mm, 24-hour, Europe/London wall clock

export interface LinkItem {
  linkText: string;
  linkUrl: string;
  description?: string;
  openInNewTab?: boolean;
  style?: string;
  /** Present on a dropdown: its links. */
  links?: LinkItem[];
}

export interface BrandSettings {
  book_now_text: string;
  carousel_arrows: boolean;
  carousel_dots: boolean;
  default_restaurant_id: number;
  site_id: string;
  site_name: string;
  site_url: string;
  site_email: string;
  tag_manager_id?: string;
  /** A strip above the header on every page, when set. */
  global_banner?: { text: string; linkText?: string; linkUrl?: string };
  /** A dialog shown once per visitor (per `id`), when set. */
  global_popup?: { id: string; title: string; body: string; linkText?: string; linkUrl?: string };
  mastheadItems: LinkItem[];
  footerItems: LinkItem[];
  socialMediaItems: LinkItem[];
}

/** One weekday's hours. 'Closed' (any case) in an open or close field means closed. */
export interface WeekdayHours {
  mondayOpen: string; mondayClose: string; mondayClickCollectClose: string;
  tuesdayOpen: string; tuesdayClose: string; tuesdayClickCollectClose: string;
  wednesdayOpen: string; wednesdayClose: string; wednesdayClickCollectClose: string;
  thursdayOpen: string; thursdayClose: string; thursdayClickCollectClose: string;
  fridayOpen: string; fridayClose: string; fridayClickCollectClose: string;
  saturdayOpen: string; saturdayClose: string; saturdayClickCollectClose: string;
  sundayOpen: string; sundayClose: string; sundayClickCollectClose: string;
}

export interface SpecialHours {
  /** First day the entry applies (inclusive). */
  startDate: ISODate;
  /** Last day the entry applies (inclusive). */
  endDate: ISODate;
  openTime: string;
  closeTime: string;
  clickCollectClose: string;
  label?: string;
}

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** One encoded size of a content image. */
export interface ImageVariant {
  /** Site-relative and immutable: `/media/<hash>-<width>.<ext>`. */
  url: string;
  /** Its width in px (the `w` descriptor of a srcset). */
  width: number;
}

/**
 * A content image as a `<picture>` needs it: its variants per format (each narrowest first),
 * its intrinsic size (for `width`/`height`, so the page keeps its place), a placeholder to show
 * until it arrives, and its text alternative.
 */
export interface ContentImage {
  alt: string;
  width: number;
  height: number;
  /** Dominant colour, `#rrggbb`. */
  color: string;
  /** A ~16 px wide blurred preview as a `data:image/webp` URI (a few hundred bytes). */
  placeholder: string;
  sources: Record<ImageFormat, ImageVariant[]>;
}

export interface HeroTile {
  /** The widest JPEG variant of `picture` (for structured data and old clients). */
  imageUrl: string;
  alt: string;
  heading?: string;
  picture?: ContentImage;
}

export interface TakeawayService {
  name: string;
  url: string;
}

export interface RestaurantLocation {
  storeId: number;
  bookATableWidgetId: string;
  title: string;
  slug: string;
  /** City slug used in URLs: restaurants/{city}/{slug}. */
  city: string;
  addressLine1: string;
  addressLine2: string;
  addressCity: string;
  postcode: string;
  phoneNumber: string;
  email?: string;
  lat: number;
  lng: number;
  addressLocation: { lat: number; lon: number };
  enableBookings: boolean;
  bookingProviderUrl: string | null;
  hideRestaurantDetailPage: boolean;
  isHolidayPark: boolean;
  heroTiles: HeroTile[];
  clickCollect: boolean;
  /** Distance from the searched point, only on search results. */
  miles?: number;
  centreLat?: number;
  centreLng?: number;
  zoom?: number;
  markers?: { lat: number; lng: number }[];
  about: string;
  amenities: string[];
  awards: string[];
  socialMediaItems: LinkItem[];
  takeawayServices: TakeawayService[];
  openingHours: WeekdayHours;
  specialHours: SpecialHours[];
}

export type DietaryTagName = 'vegetarian' | 'vegan' | 'gluten-free' | (string & {});

export const UK_ALLERGENS = [
  'celery', 'cereals containing gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk',
  'molluscs', 'mustard', 'tree nuts', 'peanuts', 'sesame', 'soya', 'sulphites',
] as const;
export type Allergen = (typeof UK_ALLERGENS)[number];

export interface MenuItem {
  id: string;
  name: string;
  description: string;
  /** Price in pence (GBP). */
  price: number;
  dietaryTags: { name: DietaryTagName }[];
  allergens: Allergen[];
}

export interface MenuSection {
  id: string;
  name: string;
  description?: string;
  items: MenuItem[];
}

export interface Menu {
  id: string;
  name: string;
  description: string;
  image: { file: { url: string }; alt: string };
  /** The menu's picture; `image.file.url` is its widest JPEG. */
  picture?: ContentImage;
  sections: MenuSection[];
}

export interface Offer {
  id: number;
  slug: string;
  title: string;
  description: string;
  validityText: string;
  termAndConditions: string;
  successButtonText: string;
  successButtonUrl: string;
  overrideSuccessUrl: string | null;
  /** storeIds where it applies; empty means every restaurant. */
  restaurantIds: number[];
  /** The widest JPEG variant of `picture`. */
  imageUrl?: string;
  picture?: ContentImage;
}

export type JobCategory = 'back-of-house' | 'front-of-house' | 'management' | 'quick-service';
export type JobType = 'full time' | 'part time';
export type JobTitleGroup =
  | 'Bar' | 'foh team' | 'General Manager' | 'foh support' | 'boh team' | 'Head Chef' | 'boh support';
export type JobQuestionType = 'YES_NO' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'TEXT';

export interface JobQuestion {
  id: string;
  type: JobQuestionType;
  text: string;
  is_mandatory: boolean;
  answer: { options?: string[]; text?: string };
}

export interface Job {
  jobId: string;
  id: number;
  name: string;
  positionUniqueName: string;
  category: JobCategory;
  jobtype: JobType;
  titleGroup: JobTitleGroup;
  description: string;
  salary: string;
  storeId: number;
  restaurantTitle: string;
  cvRequired: boolean;
  workExperienceRequired: boolean;
  distance?: number;
  location: { lat: number; lng: number };
  questions: JobQuestion[];
  /** The job's category header picture (one per category). */
  picture?: ContentImage;
}

export interface JobApplicationPayload {
  email: string;
  firstName: string;
  secondName: string;
  telephone: string;
  jobId: string;
  resume?: { name: string; contentType: string; content: string };
  experience: {
    employer: string;
    jobTitle: string;
    fromMonth: number;
    fromYear: number;
    toMonth?: number;
    toYear?: number;
    isCurrentRole: boolean;
  }[];
  questions: { id: string; answer: string | string[] }[];
}

export interface Tile {
  tileId: string;
  key: string;
  heading?: string;
  body?: string;
  /** The widest JPEG variant of `picture`. */
  imageUrl?: string;
  imageAlt?: string;
  picture?: ContentImage;
  linkText?: string;
  linkUrl?: string;
  backgroundColour?: string;
  animationEffect?: string;
  backgroundAnimationEffect?: string;
  height?: string;
  width?: 'full' | 'half' | 'third';
  formType?: 'contact' | 'group-booking' | 'sign-up' | null;
  videoMobile?: string;
  videoDesktop?: string;
}

export interface ContentPage {
  /** Path without leading slash: 'home', 'menu', 'group-bookings/thanks'. */
  id: string;
  title: string;
  description: string;
  tiles: Tile[];
}

export interface PageContent {
  currentPage: ContentPage;
  allPages: { id: string; title: string }[];
  venueIds: number[];
}

export interface ContactReason {
  id: string;
  name: string;
  subReasons: { id: string; name: string }[];
}

export interface UploadedFile {
  name: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  message: string;
  enquiryType: string;
  enquiryRestaurant?: number;
  guests?: number;
  reason: string;
  subReason?: string;
  files?: UploadedFile[];
  recaptchaToken?: string;
}

export interface GroupEnquiryRequest {
  storeId: number;
  venue: string;
  bookingType: string;
  covers: number;
  date: ISODate;
  time: TimeOfDay;
  until: TimeOfDay;
  email: string;
  firstName: string;
  lastName: string;
  telephoneNumber: string;
  specialRequest?: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
  recaptchaToken?: string;
}

export interface SignUpForm {
  emailAddress: string;
  favouriteRestaurant: number;
  firstName: string;
  phoneNumber?: string;
  acceptTerms: boolean;
  acceptSMSTerms: boolean;
  birthday?: { day: number; month: number; year: number };
  sourcePage?: string;
  recaptchaToken?: string;
}

export interface CustomerPreferences {
  customerGuid: string;
  firstName: string;
  phoneNumber: string;
  favRestaurantCode: number | null;
  /** Epoch seconds. */
  birthDate: number | null;
  gender: string | null;
  websiteSmsOptIn: boolean;
  interests: { name: string; checked: boolean }[];
  attributes: Record<string, string>;
  /**
   * Read only: false once the address unsubscribed from marketing e-mails (a link in one, or
   * "Stop all marketing e-mails"). An update ignores it: `preferences.updateMarketingEmails` changes it.
   */
  marketingEmails?: boolean;
}

/** Answer of `preferences.updateMarketingEmails`: the choice as stored, and the interests it left. */
export interface MarketingEmailsResult {
  message: string;
  marketingEmails: boolean;
  interests: { name: string; checked: boolean }[];
}

/** What a signed unsubscribe link names (`/unsubscribe/{recipient}/{signature}` on the site). */
export interface UnsubscribeLink {
  recipient: string;
  signature: string;
}

/** The address an unsubscribe link names, and whether it still gets marketing e-mails. */
export interface UnsubscribeState {
  email: string;
  marketingEmails: boolean;
}

export interface Choices {
  interests: string[];
  genders: string[];
}

export interface GeoResult {
  query: string;
  lat: number;
  lng: number;
  label: string;
  restaurants: RestaurantLocation[];
}

export interface JobLocation {
  name: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface SocialMedia {
  id: string;
  caption: string;
  mediaUrl: string;
  permalink: string;
}

export interface AppToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Catalogue code (spec §8) when the failure is a domain failure. */
  code?: string;
  /** Field the message is about, on 400s. */
  field?: string;
  /** Numeric booking error code; 4 means "no slots" (the booking journey shows its slots error). */
  errorCode?: number;
  /** With `field`: the rule it broke (`required`, `maxLength`, `past`, `fileType`…), worded by `guestMessage`. */
  rule?: string;
  /** The rule's number when it has one (a length, a size in bytes). */
  limit?: number;
}

/* Response and request shapes of individual endpoints (spec §7). */

export interface ContactType {
  id: string;
  name: string;
}

export interface ContactContent {
  contactReasons: ContactReason[];
  restaurants: { storeId: number; title: string }[];
}

export interface SendEmailResult {
  statusCode: number;
  message: string;
}

export interface GroupEnquiryResult {
  statusCode: number;
  reference: string;
}

/** Body of an update; the server answers `message: 'Success'` when it took it. */
export type CustomerPreferencesUpdate = CustomerPreferences & { message?: string };

export interface CustomerPreferencesUpdateResult {
  message: string;
}

export interface JobApplicationResult {
  success: boolean;
  message: string;
}

export interface VoucherRequest {
  offerSlug: string;
  emailAddress: string;
  acceptTerms: boolean;
}

export interface Voucher {
  voucherCode: string;
}

export interface SignUpResult {
  id: string;
}

/** Refer a friend (our own calls; the spec shows none). */
export interface ReferralInvite {
  referrerName: string;
  referrerEmail: string;
  friendEmail: string;
  /** The sender confirms the friend is happy to receive this one e-mail; false is refused. */
  consent: boolean;
  recaptchaToken?: string;
}

export interface ReferralInviteResult {
  statusCode: number;
  message: string;
}

/** What a friend's link `/referral?code=…` shows. */
export interface Referral {
  code: string;
  /** The sender's first name. */
  referrerName: string;
  /** The welcome offer the friend can claim. */
  offer: Offer;
}

export interface RecaptchaVerification {
  success: boolean;
  score: number | null;
  /** True when verification was skipped (offline mode or the fixed internal address). */
  skipped?: boolean;
}

/* Booking (spec §3 booking entities, §7 Booking). Dates and times are Europe/London wall clock. */

export type LinkGroupType = 'inclusive' | 'exclusive';

/** Narrows the menus or areas offered with an occasion (spec §5): inclusive = only the links, exclusive = all but them. */
export interface LinkGroup {
  type: LinkGroupType;
  links: string[];
}

export interface BookingOccasion {
  id: number;
  name: string;
  minimumCovers: number;
  maximumCovers: number;
  /** First and last arrival times. */
  startTime: TimeOfDay;
  endTime: TimeOfDay;
  /** Booked through the events endpoint (e.g. Christmas Day). */
  isEvent: boolean;
  /** Every party for it is an enquiry (e.g. Private Dining). */
  isPlaceAsEnquiryEnabled: boolean;
  /** Every party for it needs a card guarantee. */
  isCardGuaranteeRequired: boolean;
  menuLinkGroup: LinkGroup | null;
  areaLinkGroup: LinkGroup | null;
}

/** How far ahead a restaurant takes bookings: `days` after today (London), up to and including `lastDate`. */
export interface BookingHorizon {
  days: number;
  lastDate: ISODate;
}

export interface OccasionsResult {
  storeId: number;
  date: ISODate | null;
  occasions: BookingOccasion[];
  /** null when the answer does not say (or says it in a shape the client cannot read): no limit known. */
  bookingHorizon: BookingHorizon | null;
}

export interface AvailabilityRequest {
  /** The chosen restaurant first; when it is alone the API adds its nearest other bookable restaurant. */
  stores: { storeId: number; miles?: number }[];
  date: ISODate;
  adultCovers: number;
  childrenCovers: number;
  /** The requested time; default 19:30. */
  time?: TimeOfDay;
  /** An occasion of the first store; default: the one whose hours hold the time. */
  occasionId?: number;
}

export interface StoreAvailability {
  storeId: number;
  storeName: string;
  occasionId: number | null;
  /** The requested time itself is free. */
  exactMatch: boolean;
  isFirstChoice: boolean;
  miles: number;
  /** At most 3 free slots before the requested time and 3 after (spec §9), plus the time itself when free. */
  timeSlots: { time: TimeOfDay }[];
  isPlaceAsEnquiryEnabled: boolean;
  /** The occasion's minimum party; for an enquiry the N of "N+ guests". */
  minimumCovers: number;
}

export interface AvailabilityResult {
  date: ISODate;
  time: TimeOfDay;
  stores: StoreAvailability[];
}

/** What `checkAvailability` resolves with: never rejects (spec §7). */
export type AvailabilityOutcome =
  | { success: true; data: AvailabilityResult }
  | { success: false; message: 'Error checking availability'; error: unknown };

/** The booking query of spec §3; `dates` are sent comma-separated. */
export interface BookingQuery {
  storeId: number;
  occasionId: number;
  adults: number;
  children: number;
  dates: ISODate[];
}

export interface BookingArea {
  id: string;
  name: string;
}

export interface BookingMenu {
  id: string;
  name: string;
  description: string;
  /** The content-service menu to show for it (`/api/v1/content/menu/{id}`), when there is one. */
  contentMenuId: string | null;
}

export interface BookingSlot {
  time: TimeOfDay;
  /** True when the party is an enquiry: the time can be asked for, not booked. */
  canEnquire: boolean;
}

export interface SlotsResult {
  dates: { date: ISODate; times: BookingSlot[] }[];
}

export interface BookingRequirements {
  isCardGuaranteeRequired: boolean;
  isPlaceAsEnquiryEnabled: boolean;
}

export interface BookingRestrictions {
  storeId: number;
  date: ISODate;
  occasions: { occasionId: number; name: string; minCovers: number; maxCovers: number; firstTime: TimeOfDay; lastTime: TimeOfDay }[];
}

/** The booking request of spec §3. */
export interface BookingRequest {
  restaurantId: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** Spaces are removed before it is stored. */
  mobilePhoneNumber: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (the time, when given, must equal bookingTime). */
  diningDateTime: string;
  adultCovers: number;
  childCovers: number;
  offerId?: number | null;
  menuIds: string[];
  menuName?: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
  specialRequest?: string;
  occasionId: number;
  bookingTime: TimeOfDay;
  /** A customer vaulted by `braintree.submit`; required when a card guarantee is. */
  braintreeCustomerId?: string | null;
  /** An area id; null or absent lets the restaurant choose. */
  areaId?: string | null;
}

/** bookingStatus of a created booking: 1 confirmed; 9 the slot was just taken (nothing booked). */
export const BOOKING_STATUS = { CONFIRMED: 1, SLOT_TAKEN: 9 } as const;

export interface BookingResult {
  bookingReference: string | null;
  bookingStatus: number;
  message?: string;
  /** The signed link to see, download (.ics) or cancel the booking. */
  manageUrl?: string;
}

export interface EnquiryResult {
  bookingReference: string;
  message: string;
}

export interface ManagedBooking {
  bookingReference: string;
  status: 'confirmed' | 'cancelled' | 'enquiry';
  kind: 'booking' | 'event' | 'enquiry';
  restaurant: { storeId: number; title: string; address: string; phoneNumber: string };
  occasionName: string;
  areaName: string | null;
  date: ISODate;
  time: TimeOfDay;
  adultCovers: number;
  childCovers: number;
  menuNames: string[];
  firstName: string;
  lastName: string;
  canCancel: boolean;
  /** The same booking as an RFC 5545 .ics file (Apple calendar). */
  calendarUrl: string;
  /** What the guest can change it with: its restaurant, occasion and booking menus. */
  storeId: number;
  occasionId: number;
  menuIds: string[];
  specialRequest: string | null;
  /** The restaurant's own page (null when it has none) and its map position, for directions. */
  restaurantPath: string | null;
  lat: number;
  lng: number;
  /** Whether the guest may still change it online (confirmed, before the restaurant's cut-off). */
  canChange: boolean;
  /** London wall clock of the restaurant's cut-off for online changes and cancellation. */
  changeUntil: { date: ISODate; time: TimeOfDay };
  /** When the guest last changed it (ISO 8601 instant); null if never. */
  changedAt: string | null;
  /** When it was cancelled (ISO 8601 instant); null while it stands. */
  cancelledAt: string | null;
  /** True when a card already guarantees it (a bigger party may need one). */
  hasCardGuarantee: boolean;
  /** The guest's e-mail address (a card guarantee is vaulted under it). */
  email: string;
}

/** A guest's change to their own booking: the new date, time and party (and menus, when the new slot offers others). */
export interface ManagedBookingChange {
  date: ISODate;
  time: TimeOfDay;
  adultCovers: number;
  childCovers: number;
  /** Absent: keep the booking's menus. */
  menuIds?: string[];
  /** A customer vaulted by `braintree.submit`, when the change needs a card guarantee the booking had not. */
  braintreeCustomerId?: string | null;
}

/** The answer to a change: bookingStatus 1 moved; 9 the new slot was just taken (the booking is as it was). */
export interface ManagedBookingChangeResult {
  bookingStatus: number;
  message?: string;
  booking: ManagedBooking;
}

/** GET /api/v1/braintree/token: a client token for the card drop-in, or the offline test gateway's. */
export interface BraintreeToken {
  clientToken: string;
  /** True for the offline test gateway: the UI shows its test form (fake nonces), not the drop-in. */
  testMode: boolean;
}

export interface BraintreeSubmitRequest {
  nonce: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A customer already vaulted here, to add the card to. */
  customerId?: string | null;
}

export interface BraintreeSubmitResult {
  success: true;
  /** Sent as `braintreeCustomerId` with the booking. */
  customerId: string;
}
