import { ENGINES, caller, createTestApp, outbox, suiteApp, type TestApp } from '../../test-support/test-app';
import { newReferralCode, REFERRAL_CODE_PATTERN, WELCOME_OFFER_SLUG } from '../../referral/referral-repository';

const invite = (friendEmail: string, overrides: Record<string, unknown> = {}) => ({
  referrerName: 'Amélie Dubois',
  referrerEmail: 'amelie@example.com',
  friendEmail,
  consent: true,
  ...overrides,
});

/** The code in the link of the friend's e-mail. */
async function codeMailedTo(t: TestApp, friendEmail: string): Promise<string> {
  const mail = (await outbox(t.db)).filter((m) => m.kind === 'referral' && m.to_address === friendEmail).at(-1);
  const link = mail?.text_body.match(/https?:\/\/\S+\/referral\?code=(\S+)/);
  if (!link) throw new Error(`no referral link e-mailed to ${friendEmail}`);
  return decodeURIComponent(link[1]!);
}

describe.each(ENGINES)('refer a friend on %s', (engine) => {
  const suite = suiteApp(engine);

  it("e-mails the friend a link whose code shows the sender's first name and the welcome offer", async () => {
    const response = await suite.api.post('/api/referral/invite', invite('Bruno@Example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 200, message: expect.stringContaining('invitation') });

    const mail = (await outbox(suite.t.db)).find((m) => m.kind === 'referral')!;
    expect(mail).toMatchObject({ to_address: 'bruno@example.com', subject: expect.stringContaining('Amélie Dubois invited you') });
    expect(mail.text_body).toContain(`${suite.t.config.siteUrl}/referral?code=`);
    const code = await codeMailedTo(suite.t, 'bruno@example.com');
    expect(code).toMatch(new RegExp(REFERRAL_CODE_PATTERN));

    const welcome = await suite.api.get(`/api/referral/code/${code}`);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toMatchObject({ code, referrerName: 'Amélie', offer: { slug: WELCOME_OFFER_SLUG, title: expect.any(String) } });
  });

  it('stores the consent the sender gave, with its wording version and time', async () => {
    await suite.api.post('/api/referral/invite', invite('consent@example.com'));
    const { rows } = await suite.t.db.query<{ consent_version: string; consent_text: string; consent_at: Date }>(
      'SELECT consent_version, consent_text, consent_at FROM referrals WHERE friend_email = $1',
      ['consent@example.com'],
    );
    expect(rows[0]).toMatchObject({ consent_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), consent_text: expect.stringContaining('invitation') });
  });

  it('invites each friend address once, whoever asks, with a clear 409', async () => {
    expect((await suite.api.post('/api/referral/invite', invite('once@example.com'))).statusCode).toBe(200);
    const again = await suite.api.post('/api/referral/invite', invite('ONCE@Example.com', { referrerEmail: 'someone-else@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REFERRAL_EXISTS', field: 'friendEmail', message: 'Your friend has already been invited: we send each friend one invitation only.' });
    expect((await outbox(suite.t.db)).filter((m) => m.to_address === 'once@example.com')).toHaveLength(1);
  });

  it.each([
    [invite('a1@example.com', { consent: false }), 'consent', /confirm your friend is happy/],
    [invite('amelie@example.com'), 'friendEmail', /not your own/],
    [invite('not-an-email'), 'friendEmail', /friendEmail must be a valid e-mail address/],
    [invite('a2@example.com', { referrerName: '' }), 'referrerName', /referrerName/],
    [{ referrerName: 'Amélie', referrerEmail: 'amelie@example.com', friendEmail: 'a3@example.com' }, 'consent', /consent is required/],
  ])('refuses %o naming the field, and sends nothing', async (body, field, message) => {
    const before = (await outbox(suite.t.db)).length;
    const response = await suite.api.post('/api/referral/invite', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(message);
    expect((await outbox(suite.t.db)).length).toBe(before);
  });

  it.each([
    ['RF-2222222222', 404, /could not find that referral code/],
    ['not-a-code', 400, /code/],
  ])('answers the code %s with %i', async (code, status, message) => {
    const response = await suite.api.get(`/api/referral/code/${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });
});

describe.each(ENGINES)('refer a friend rate limit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { sensitiveRateLimit: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 past the sensitive limit and says when to retry', async () => {
    const api = caller(t);
    await api.post('/api/referral/invite', invite('r1@example.com'));
    await api.post('/api/referral/invite', invite('r2@example.com'));
    const third = await api.post('/api/referral/invite', invite('r3@example.com'));
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many requests, please try again in \d+ seconds/);
  });
});

describe('newReferralCode', () => {
  it.each([
    [Buffer.alloc(16, 0), 'RF-2222222222'],
    [Buffer.alloc(16, 30), 'RF-ZZZZZZZZZZ'],
  ])('maps bytes onto the unambiguous alphabet', (bytes, code) => {
    expect(newReferralCode(() => bytes)).toBe(code);
  });

  it('skips bytes that would bias the alphabet', () => {
    const biased = Buffer.from([255, 254, 253, 252, 251, 250, 249, 248, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(newReferralCode(() => biased)).toBe('RF-2222222222');
  });
});
