import type { EmailBrand, EmailContent } from './email-content';
import { EMAIL_FONTS, LOGO } from './email-layout';
import { renderEmail } from './render-email';

const brand: EmailBrand = { siteName: 'Maison Rivière', siteUrl: 'https://www.maison-riviere.example' };

const full: EmailContent = {
  preview: 'Your table for 2 on Friday',
  heading: 'Your table is booked',
  greeting: 'Dear Amélie,',
  paragraphs: ['We look forward to seeing you.'],
  highlight: { label: 'Your voucher code', value: 'MR-ABCDE-FGHJK' },
  details: [['Reference', 'MR-23456789'], ['Special request', '<b>window</b> & "quiet"']],
  button: { label: 'See, change or cancel your booking', url: 'https://www.maison-riviere.example/booking/MR-1/sig?x=1&y=2' },
  links: [{ label: 'Add to your calendar', url: 'https://www.maison-riviere.example/api/booking/manage/t/calendar.ics' }],
  restaurant: {
    name: 'Maison Rivière Bath', address: '12 Lantern Walk, Bath, BA1 1LT', phone: '01225 000 118',
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=51.39,-2.35', pageUrl: 'https://www.maison-riviere.example/restaurants/bath/bath',
  },
  signOff: ['À bientôt,', 'Maison Rivière'],
  marketing: { unsubscribeUrl: 'https://www.maison-riviere.example/unsubscribe/abc/def', preferencesUrl: 'https://www.maison-riviere.example/preferences/g', reason: 'You signed up for news.' },
  jsonLd: { '@type': 'FoodEstablishmentReservation', note: '</script>' },
};

const bare: EmailContent = { preview: 'p', heading: 'Thank you', paragraphs: ['One line.'] };

describe('renderEmail', () => {
  it('writes every part of a full e-mail: logo, heading, code, details, button, links, restaurant, unsubscribe', async () => {
    const { html } = await renderEmail(full, brand);
    expect(html).toContain(`src="${brand.siteUrl}${LOGO.path}"`);
    expect(html).toMatch(new RegExp(`<img[^>]+alt="Maison Rivière"[^>]+width="${LOGO.width}"`));
    expect(html).toContain('Your table is booked</h1>');
    expect(html).toContain('MR-ABCDE-FGHJK');
    expect(html).toContain('&lt;b&gt;window&lt;/b&gt; &amp; &quot;quiet&quot;');
    expect(html).toContain('href="https://www.maison-riviere.example/booking/MR-1/sig?x=1&amp;y=2"');
    expect(html).toContain('href="tel:01225000118"');
    expect(html).toContain('12 Lantern Walk, Bath, BA1 1LT');
    expect(html).toContain('Get directions');
    expect(html).toContain('href="https://www.maison-riviere.example/unsubscribe/abc/def"');
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('</script>"');
    expect(html).not.toMatch(/%%[A-Z_]+%%|<!--(begin|end):/);
  });

  it('leaves out the sections an e-mail has nothing for, and stays balanced', async () => {
    const { html } = await renderEmail(bare, brand);
    for (const gone of ['Get directions', 'Unsubscribe', 'Add to your calendar', 'href="tel:', '<th scope="row"', 'dashed']) expect(html).not.toContain(gone);
    const count = (re: RegExp) => (html.match(re) ?? []).length;
    expect(count(/<table\b/g)).toBe(count(/<\/table>/g));
    // Outlook's tables live in conditional comments: as many opened there as closed.
    const mso = (html.match(/<!--\[if mso \| IE\]>[\s\S]*?<!\[endif\]-->/g) ?? []).join('');
    expect((mso.match(/<table\b/g) ?? []).length).toBe((mso.match(/<\/table>/g) ?? []).length);
  });

  it('is readable on a phone: 16 px text, a button at least 44 px tall, full width under 480 px, the brand faces then Georgia (headings) and Arial (text)', async () => {
    const { html } = await renderEmail(full, brand);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/font-size:16px;line-height:1\.5/);
    // 14 px padding above and below 16 px text at line height 120 %: 47 px.
    expect(html).toMatch(/padding:14px 28px/);
    expect(html).toMatch(/@media only screen and \(max-width: ?479px\)[^}]*\.mr-button table/);
    expect(EMAIL_FONTS.heading).toMatch(/Georgia/);
    expect(EMAIL_FONTS.body).toMatch(/Arial/);
    expect(EMAIL_FONTS.ui).toMatch(/Arial/);
    expect(html).toContain(EMAIL_FONTS.heading.split(',')[0]!.trim());
  });

  it('writes a plain-text twin with the same words and every link spelt out', async () => {
    const { text } = await renderEmail(full, brand);
    expect(text).toContain('Dear Amélie,\n\nWe look forward to seeing you.');
    expect(text).toContain('Your voucher code:\n\n    MR-ABCDE-FGHJK');
    expect(text).toContain('Special request: <b>window</b> & "quiet"');
    expect(text).toContain('See, change or cancel your booking: https://www.maison-riviere.example/booking/MR-1/sig?x=1&y=2');
    expect(text).toContain('Maison Rivière Bath\n12 Lantern Walk, Bath, BA1 1LT\nPhone: 01225 000 118\nDirections: https://www.google.com/maps/dir/');
    expect(text).toContain('Unsubscribe from marketing e-mails: https://www.maison-riviere.example/unsubscribe/abc/def');
    expect(text).not.toMatch(/<(p|a|br|table|h1)\b/);
  });

  it('never reads a slot out of what a visitor typed', async () => {
    const { html } = await renderEmail({ ...bare, paragraphs: ['%%BUTTON_URL%% <!--begin:button-->'] }, brand);
    expect(html).toContain('%%BUTTON_URL%% &lt;!--begin:button--&gt;');
  });
});
