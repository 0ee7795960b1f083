import { Type } from '@sinclair/typebox';
import { MAX_CONTACT_FILES } from '../contact/contact-service';
import { email, isoDate, looseObject, name, optionalPhone, recaptchaToken, storeId, text, timeOfDay, ukPhone, uploadedFile } from './common';

/** Schemas of the contact endpoints: kinds of enquiry, reasons, messages with files, group booking enquiries. */
export const contactTypes = looseObject({ contactTypes: Type.Array(looseObject({ id: Type.Unknown(), name: Type.Unknown() })) });

export const contactContent = looseObject({
  contactReasons: Type.Array(Type.Unknown()),
  restaurants: Type.Array(looseObject({ storeId: Type.Unknown(), title: Type.Unknown() })),
});

export const contactMessage = Type.Object({
  firstName: name, lastName: name, email, phone: Type.Optional(optionalPhone),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
  enquiryType: Type.String({ minLength: 1, maxLength: 80 }),
  enquiryRestaurant: Type.Optional(storeId),
  guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  reason: Type.String({ minLength: 1, maxLength: 80 }),
  subReason: Type.Optional(text(80)),
  files: Type.Optional(Type.Array(uploadedFile, { maxItems: MAX_CONTACT_FILES })),
  recaptchaToken: Type.Optional(recaptchaToken),
}, { additionalProperties: false });

export const groupEnquiry = Type.Object({
  storeId,
  venue: Type.String({ minLength: 1, maxLength: 120 }),
  bookingType: Type.String({ minLength: 1, maxLength: 80 }),
  covers: Type.Integer({ minimum: 1, maximum: 500 }),
  date: isoDate, time: timeOfDay, until: timeOfDay,
  email, firstName: name, lastName: name, telephoneNumber: ukPhone,
  specialRequest: Type.Optional(text(1000)),
  shouldReceivePromotions: Type.Boolean(), shouldReceiveSms: Type.Boolean(),
  recaptchaToken: Type.Optional(recaptchaToken),
}, { additionalProperties: false });

export const groupEnquiryResult = looseObject({ statusCode: Type.Integer(), reference: Type.String() });
