import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import { PG_INTEGER_MAX } from '../schemas/common';
import { ENGINES, caller, createTestApp, type TestApp } from '../test-support/test-app';
import { buildZip, lyingDocx, minimalDocxEntries } from '../uploads/test-support/build-zip';

/**
 * Whatever a client sends, the answer is a clear 4xx or a success — never a 500 and never a
 * stack trace. Random bodies are thrown at every endpoint that takes one.
 */
const POST_ENDPOINTS = [
  '/api/offer/getcode',
  '/api/contact/sendemail',
  '/api/contact/group-booking',
  '/api/jobs/application',
  '/api/signup',
  '/api/exponea/updateCustomerPreferences',
  '/api/exponea/getcustomerpreferences/00000000-0000-4000-8000-000000000000',
];

const GET_TEMPLATES = [
  (s: string) => `/api/v1/content/menu/${s}`,
  (s: string) => `/api/v1/content/restaurant/${s}`,
  (s: string) => `/api/v1/content/page/${s}`,
  (s: string) => `/api/geo/search/${s}`,
  (s: string) => `/api/geo/search/lat/${s}/lng/${s}`,
  (s: string) => `/api/offer/getofferbyslug?offerSlug=${s}`,
  (s: string) => `/api/jobs/${s}`,
  (s: string) => `/api/jobs/locations?query=${s}`,
];

/** Valid bodies; the property below breaks one field at a time to reach the deeper checks. */
const VALID_BODIES: [string, Record<string, unknown>][] = [
  ['/api/offer/getcode', { offerSlug: '2-for-1-mains', emailAddress: 'fuzz@example.com', acceptTerms: true }],
  ['/api/contact/sendemail', { firstName: 'Ann', lastName: 'Lee', email: 'fuzz@example.com', message: 'Hi', enquiryType: 'general', reason: 'my-visit', subReason: 'food', enquiryRestaurant: 101, guests: 2 }],
  ['/api/contact/group-booking', { storeId: 118, venue: 'Covent Garden', bookingType: 'Party', covers: 20, date: '2099-01-02', time: '19:00', until: '22:00', email: 'fuzz@example.com', firstName: 'Ann', lastName: 'Lee', telephoneNumber: '020 7946 0000', shouldReceivePromotions: false, shouldReceiveSms: false }],
  ['/api/jobs/application', { email: 'fuzz@example.com', firstName: 'Ann', secondName: 'Lee', telephone: '07700900123', jobId: 'MR-1003', experience: [], questions: [{ id: 'q-1003-1', answer: 'Yes' }] }],
  ['/api/signup', { emailAddress: 'fuzz@example.com', favouriteRestaurant: 101, firstName: 'Ann', acceptTerms: true, acceptSMSTerms: false, birthday: { day: 1, month: 1, year: 1990 } }],
];

/** Characters no text column can hold: a NUL byte, and surrogates without their partner. */
const UNSTORABLE = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');

/** A string with one unstorable character somewhere in it (a clean pair may sit beside it). */
const poisoned = fc.tuple(fc.string({ maxLength: 20 }), UNSTORABLE, fc.string({ maxLength: 20 })).map(([a, bad, b]) => `${a}${bad}${b}`);

/** Numbers beyond a PostgreSQL integer, as a client can write them in JSON or in a path. */
const OUT_OF_RANGE = fc.oneof(
  fc.bigInt({ min: BigInt(PG_INTEGER_MAX) + 1n, max: 2n ** 80n }).map(String),
  fc.bigInt({ min: -(2n ** 80n), max: -(BigInt(PG_INTEGER_MAX) + 2n) }).map(String),
  fc.constantFrom('9007199254740991', '9007199254740993', '1e309', '-1e309', '2147483648.0', '21474836480e-1'),
);
const OUT_OF_RANGE_PATH = fc.oneof(OUT_OF_RANGE, fc.constantFrom('Infinity', '-Infinity', 'NaN'));

/** Routes whose path carries an integer, and the parameter's name. */
const INTEGER_PATHS: [string, string][] = [
  ['id', '/api/offer/rest/{n}'],
  ['storeId', '/api/offer/restaurant/{n}'],
  ['storeId', '/api/v1/content/restaurant/{n}'],
  ['storeId', '/api/booking/occasions/{n}'],
];

/** The valid bodies' fields of one type, as [url, body, field]. */
const fieldsOf = (type: 'string' | 'number'): [string, string, Record<string, unknown>][] =>
  VALID_BODIES.flatMap(([url, body]) => Object.keys(body).filter((key) => typeof body[key] === type).map((key): [string, string, Record<string, unknown>] => [url, key, body]));

/** Every integer a request may carry, as the OpenAPI document lists them: [where, schema]. */
function requestIntegers(document: { paths: Record<string, Record<string, { parameters?: { name: string; schema: object }[]; requestBody?: { content: Record<string, { schema: object }> } }>> }): [string, { maximum?: number }][] {
  const found: [string, { maximum?: number }][] = [];
  const walk = (where: string, schema: unknown): void => {
    if (schema === null || typeof schema !== 'object') return;
    const node = schema as Record<string, unknown>;
    const types = ([] as unknown[]).concat(node.type ?? []);
    if (types.includes('integer')) found.push([where, node as { maximum?: number }]);
    for (const [key, child] of Object.entries(node)) {
      if (key === 'properties' && child && typeof child === 'object') for (const [name, property] of Object.entries(child)) walk(`${where}.${name}`, property);
      else if (key !== 'properties' && typeof child === 'object') walk(where, child);
    }
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const parameter of operation.parameters ?? []) walk(`${method.toUpperCase()} ${path} ${parameter.name}`, parameter.schema);
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(`${method.toUpperCase()} ${path} body`, content.schema);
    }
  }
  return found;
}

/** Integers stored in wider columns than `integer`, with theirs. */
const WIDER_COLUMNS: Record<string, number> = { birthDate: 4102444800 /* bigint: epoch seconds up to 2100 */ };

describe.each(ENGINES)('bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it.each(POST_ENDPOINTS)('%s never answers 500 to a random body', async (url) => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        const response = await api.post(url, body);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(/\n\s+at /);
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 40 },
    );
  });

  it.each(VALID_BODIES)('%s never answers 500 when one field is broken', async (url, valid) => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(valid)), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }), async (key, value) => {
        const response = await api.post(url, { ...valid, [key]: value });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });

  it('no GET answers 500 to a random path segment', async () => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_TEMPLATES), fc.string({ maxLength: 30 }), async (template, raw) => {
        const response = await api.get(template(encodeURIComponent(raw)));
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it.each(fieldsOf('string'))('%s refuses a NUL byte or lone surrogate in %s with a 400 naming it', async (url, key, valid) => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(poisoned, async (text) => {
        const response = await api.post(url, { ...valid, [key]: text });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: key, message: `${key} must not contain NUL characters or unpaired surrogates` });
      }),
      { numRuns: 15 },
    );
  });

  it('names the nested field of a poisoned application experience', async () => {
    const api = caller(t);
    const application = VALID_BODIES.find(([url]) => url === '/api/jobs/application')![1];
    const experience = { employer: 'Bistro', jobTitle: 'Chef', fromMonth: 1, fromYear: 2020, isCurrentRole: true };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('employer', 'jobTitle'), fc.nat({ max: 3 }), poisoned, async (key, index, text) => {
        const list = Array.from({ length: index + 1 }, (_, i) => (i === index ? { ...experience, [key]: text } : experience));
        const response = await api.post('/api/jobs/application', { ...application, experience: list });
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe(`experience[${index}].${key}`);
      }),
      { numRuns: 15 },
    );
  });

  it.each(fieldsOf('number'))('%s refuses %s beyond a PostgreSQL integer with a 400 naming it', async (url, key, valid) => {
    await fc.assert(
      fc.asyncProperty(OUT_OF_RANGE, async (number) => {
        // Written into the JSON as it stands: 1e309 is no JavaScript number until it is parsed.
        const payload = JSON.stringify({ ...valid, [key]: '__N__' }).replace('"__N__"', number);
        const response = await t.app.inject({ method: 'POST', url, headers: { ...t.headers, 'content-type': 'application/json' }, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe(key);
      }),
      { numRuns: 15 },
    );
  });

  it.each(INTEGER_PATHS)('refuses a %s path parameter beyond a PostgreSQL integer in GET %s', async (field, template) => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(OUT_OF_RANGE_PATH, async (number) => {
        const response = await api.get(template.replace('{n}', encodeURIComponent(number)));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a CV whose zip entries inflate to more than they declare', async () => {
    const api = caller(t);
    const questions = [
      { id: 'q-1003-1', answer: 'Yes' }, { id: 'q-1003-2', answer: '16 to 24' }, { id: 'q-1003-3', answer: ['Monday'] },
      { id: 'q-1003-4', answer: 'I love cooking.' },
    ];
    const application = { ...VALID_BODIES.find(([url]) => url === '/api/jobs/application')![1], email: 'lying@example.com', questions };
    const resume = (bytes: Buffer) => ({ name: 'cv.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: bytes.toString('base64') });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 64 * 1024, max: 4 * 1024 * 1024 }), fc.integer({ min: 2, max: 50 }), async (inflatesTo, factor) => {
        const zeros = Buffer.alloc(inflatesTo);
        const declaredSize = Math.min(inflatesTo - 1, factor * deflateRawSync(zeros).length);
        const bytes = buildZip([...minimalDocxEntries(), { name: 'word/media/zeros.bin', data: zeros, declaredSize }]);
        const response = await api.post('/api/jobs/application', { ...application, resume: resume(bytes) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: 'resume', message: 'resume is a Word document that unpacks to too much data' });
      }),
      { numRuns: 8 },
    );
    // The archive of the report: ~100 KB declaring 50 times that, inflating to 101 MiB.
    const response = await api.post('/api/jobs/application', { ...application, resume: resume(lyingDocx()) });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('resume');
  });

  it('gives every integer a request may carry a maximum that fits its column', () => {
    const integers = requestIntegers(t.app.swagger() as Parameters<typeof requestIntegers>[0]);
    expect(integers.length).toBeGreaterThan(10);
    const unbounded = integers.filter(([where, schema]) => {
      const field = where.split('.').at(-1)!.split(' ').at(-1)!;
      return schema.maximum === undefined || schema.maximum > (WIDER_COLUMNS[field] ?? PG_INTEGER_MAX);
    });
    expect(unbounded).toEqual([]);
  });
});
