import { Type } from '@sinclair/typebox';
import { email, looseObject, offer, PG_INTEGER_MAX, slug, storeIdParams } from './common';

/** Schemas of the offer endpoints: offers by slug, id, restaurant and old campaign, and voucher codes. */
export const offerBySlugQuery = Type.Object({ offerSlug: slug });
export const offerIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: PG_INTEGER_MAX }) });
export const restaurantOffersParams = storeIdParams;
export const offerList = looseObject({ offers: Type.Array(offer) });
export const campaignParams = Type.Object({ campaignId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
export const campaignOffer = looseObject({ offerSlug: Type.String() });

export const voucherRequest = Type.Object({ offerSlug: slug, emailAddress: email, acceptTerms: Type.Boolean() }, { additionalProperties: false });
export const voucher = looseObject({ voucherCode: Type.String() });
