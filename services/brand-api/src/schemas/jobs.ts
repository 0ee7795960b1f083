import { Type } from '@sinclair/typebox';
import { email, job, looseObject, uploadedFile } from './common';
import { searchText } from './geo';

/** Schemas of the careers endpoints: jobs, the distance filter's location lookup, applications. */
export const jobsQuery = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 80 }) });
export const jobList = looseObject({ jobs: Type.Array(job) });

export const locationsQuery = Type.Object({ query: searchText, sessionKey: Type.Optional(Type.String({ maxLength: 100 })) });
const point = looseObject({ lat: Type.Number(), lng: Type.Number() });
export const locations = Type.Array(looseObject({ name: Type.String(), geometry: looseObject({ location: point }) }));

const jobId = Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' });
export const jobParams = Type.Object({ jobId });

const month = Type.Integer({ minimum: 1, maximum: 12 });
const year = Type.Integer({ minimum: 1900, maximum: 2200 });
const experience = Type.Object({
  employer: Type.String({ maxLength: 120 }), jobTitle: Type.String({ maxLength: 120 }),
  fromMonth: month, fromYear: year, toMonth: Type.Optional(month), toYear: Type.Optional(year), isCurrentRole: Type.Boolean(),
}, { additionalProperties: false });
const answer = Type.Object({
  id: Type.String({ maxLength: 60 }),
  answer: Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })]),
}, { additionalProperties: false });

export const jobApplication = Type.Object({
  email,
  firstName: Type.String({ minLength: 1, maxLength: 80 }),
  secondName: Type.String({ minLength: 1, maxLength: 80 }),
  telephone: Type.String({ minLength: 1, maxLength: 30 }),
  jobId,
  resume: Type.Optional(uploadedFile),
  experience: Type.Array(experience, { maxItems: 20 }),
  questions: Type.Array(answer, { maxItems: 50 }),
}, { additionalProperties: false });

export const applicationResult = looseObject({ success: Type.Boolean(), message: Type.String() });
