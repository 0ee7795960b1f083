import nodemailer from 'nodemailer';
import { createRelay } from '../../mail/relay';
import { startMailCatcher, type MailCatcher } from '../../test-support/mail-catcher';
import { minimalPdf } from '../../uploads/test-support/fixtures';
import { ENGINES, caller, createTestApp, outbox, type TestApp } from '../../test-support/test-app';

const application = (email: string) => ({
  email,
  firstName: ' Zoë ',
  secondName: "D'Arcy",
  telephone: '+44 7700 900123',
  jobId: 'MR-1001',
  resume: { name: 'cv.pdf', contentType: 'application/pdf', content: minimalPdf().toString('base64') },
  experience: [{ employer: 'Le Petit Café', jobTitle: 'Commis chef', fromMonth: 3, fromYear: 2021, toMonth: 8, toYear: 2024, isCurrentRole: false }],
  questions: [{ id: 'q-1001-1', answer: 'Yes' }, { id: 'q-1001-2', answer: 'Straight away' }],
});

describe.each(ENGINES)('the applicant hears back on %s', (engine) => {
  let t: TestApp;
  let catcher: MailCatcher;

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { siteUrl: 'https://www.maison-riviere.example/' } });
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.close();
    await t.close();
  });

  it('an application writes the acknowledgement to the outbox with it, and the relay delivers it', async () => {
    const response = await caller(t).post('/api/jobs/application', application('Zoe.Ack@example.com'));
    expect(response.statusCode).toBe(200);

    const acks = (await outbox(t.db)).filter((m) => m.kind === 'job-application-ack');
    expect(acks).toEqual([
      expect.objectContaining({ to_address: 'Zoe.Ack@example.com', subject: "We've received your application for Head Chef at Maison Rivière Bath" }),
    ]);
    const text = acks[0]!.text_body;
    expect(text).toMatch(/^Dear Zoë,/);
    expect(text).toContain('Thank you for applying for Head Chef at Maison Rivière Bath.');
    expect(text).toMatch(/What happens next: .*contact you/);
    expect(text).toContain('https://www.maison-riviere.example/careers/job/MR-1001');

    const relay = createRelay({ db: t.db, transport: nodemailer.createTransport(catcher.smtpUrl), from: 'Maison Rivière <jobs@maison-riviere.example>' });
    expect(await relay.runOnce()).toBeGreaterThanOrEqual(1);
    const [email] = (await catcher.waitFor(1)).filter((e) => e.to.some((to) => to.address === 'Zoe.Ack@example.com'));
    expect(email?.subject).toBe("We've received your application for Head Chef at Maison Rivière Bath");
  });

  it('a refused application sends nothing: no second e-mail for a duplicate, none for bad input', async () => {
    const before = (await outbox(t.db)).length;
    expect((await caller(t).post('/api/jobs/application', application('ZOE.ACK@example.com'))).statusCode).toBe(409);
    expect((await caller(t).post('/api/jobs/application', { ...application('other@example.com'), telephone: '12' })).statusCode).toBe(400);
    expect((await outbox(t.db)).length).toBe(before);
  });
});
