import fs from 'node:fs';
import path from 'node:path';
import { minimalPdf, windowsExecutable } from '../../uploads/test-support/fixtures';
import { ENGINES, outbox, suiteApp } from '../../test-support/test-app';

const message = {
  firstName: 'Élodie',
  lastName: "O'Brien",
  email: 'elodie@example.com',
  phone: '07700 900123',
  message: 'We loved the crêpes. Do you have gift cards?',
  enquiryType: 'general',
  enquiryRestaurant: 101,
  guests: 2,
  reason: 'my-visit',
  subReason: 'praise',
};

const groupEnquiry = {
  storeId: 118, venue: 'Covent Garden', bookingType: 'Birthday', covers: 24, date: '2099-06-12', time: '19:00', until: '23:00',
  email: 'party@example.com', firstName: 'Chloé', lastName: 'Martin', telephoneNumber: '020 7946 0000',
  specialRequest: 'A cake at 21:00', shouldReceivePromotions: false, shouldReceiveSms: false,
};

describe.each(ENGINES)('contact on %s', (engine) => {
  const suite = suiteApp(engine);

  it('serves contact types, reasons with sub-reasons and restaurants', async () => {
    expect((await suite.api.get('/api/contact/contactTypes')).json().contactTypes.length).toBeGreaterThan(0);
    const content = (await suite.api.get('/api/contact/content')).json();
    expect(content.contactReasons[0].subReasons.length).toBeGreaterThan(0);
    expect(content.restaurants).toContainEqual({ storeId: 101, title: expect.any(String) });
  });

  it('stores a message with a PDF attachment outside any served folder and e-mails the team and the visitor', async () => {
    const files = [{ name: 'receipt.pdf', contentType: 'application/pdf', content: minimalPdf().toString('base64') }];
    const response = await suite.api.post('/api/contact/sendemail', { ...message, files });
    expect(response.statusCode).toBe(200);
    expect(response.json().statusCode).toBe(200);
    const { rows } = await suite.t.db.query<{ files: { name: string; path: string }[] }>('SELECT files FROM contact_messages');
    const stored = rows[0]!.files[0]!;
    expect(stored.name).toBe('receipt.pdf');
    expect(stored.path).toMatch(/^contact\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(suite.t.config.dataDir, 'uploads', stored.path)).subarray(0, 5).toString()).toBe('%PDF-');
    const kinds = (await outbox(suite.t.db)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['contact-team', 'contact-ack']));
  });

  it.each([
    [{ ...message, files: [{ name: 'cv.pdf', contentType: 'application/pdf', content: windowsExecutable().toString('base64') }] }, 'files[0]'],
    [{ ...message, firstName: undefined }, 'firstName'],
    [{ ...message, email: 'nope' }, 'email'],
    [{ ...message, message: '' }, 'message'],
    [{ ...message, reason: 'no-such-reason' }, 'reason'],
    [{ ...message, subReason: 'not-a-sub-reason' }, 'subReason'],
    [{ ...message, enquiryRestaurant: 99999 }, undefined],
  ])('refuses a bad message (%#) with a 4xx naming %s', async (body, field) => {
    const response = await suite.api.post('/api/contact/sendemail', body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    if (field) expect(response.json().field).toBe(field);
    expect(response.json().message).toBeTruthy();
  });

  it.each([
    ['its second file', [0, 1]],
    ['its third file', [0, 0, 1]],
  ])('keeps no file of a message refused because of %s', async (_name, kinds) => {
    const folder = path.join(suite.t.config.dataDir, 'uploads', 'contact');
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    const files = kinds.map((bad, i) => ({ name: `f${i}.pdf`, contentType: 'application/pdf', content: (bad ? windowsExecutable() : minimalPdf()).toString('base64') }));
    const response = await suite.api.post('/api/contact/sendemail', { ...message, files });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(`files[${kinds.length - 1}]`);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0).toBe(before);
  });

  it('takes a group booking enquiry and answers with a reference', async () => {
    const response = await suite.api.post('/api/contact/group-booking', groupEnquiry);
    expect(response.statusCode).toBe(200);
    expect(response.json().reference).toMatch(/^GE-[0-9A-F]{8}$/);
    const ack = (await outbox(suite.t.db)).find((m) => m.kind === 'group-ack' && m.text_body.includes(response.json().reference));
    expect(ack).toBeDefined();
    // A British date, as everywhere else the guest reads one.
    expect(ack?.text_body).toContain('Friday 12 June 2099');
    expect(ack?.text_body).not.toContain('2099-06-12');
  });

  it.each([
    [{ ...groupEnquiry, date: '2001-01-01' }, 'date'],
    [{ ...groupEnquiry, until: '18:00' }, 'until'],
    [{ ...groupEnquiry, covers: 0 }, 'covers'],
    [{ ...groupEnquiry, time: '25:00' }, 'time'],
  ])('refuses a bad group enquiry (%#) naming %s', async (body, field) => {
    const response = await suite.api.post('/api/contact/group-booking', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
