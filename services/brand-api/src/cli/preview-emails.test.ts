import { previewEmails } from './preview-emails';

it('previews one of every e-mail, each with HTML, the hosted logo and a plain-text twin; only marketing ones offer an unsubscribe', async () => {
  const previews = await previewEmails('https://www.maison-riviere.example');
  expect(previews.map((p) => p.name)).toHaveLength(13);
  for (const { name, email } of previews) {
    expect({ name, logo: email.html?.includes('https://www.maison-riviere.example/email/logo.png'), text: email.text.length > 40 }).toEqual({ name, logo: true, text: true });
    expect({ name, unsubscribe: email.text.includes('/unsubscribe/') }).toEqual({ name, unsubscribe: name === 'signup' || name === 'referral' });
  }
});
