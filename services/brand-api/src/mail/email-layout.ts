import { colors, font } from '@riviere/design-tokens';

/**
 * The one MJML layout every e-mail is rendered with. MJML compiles it to table HTML that Outlook
 * (its mso conditionals), Gmail and Apple Mail lay out alike, one column that fills a phone's
 * width and stops at 600 px. It is compiled once per process; each e-mail then fills its
 * `%%SLOTS%%` (escaped text or HTML built here) and drops the optional sections it has no content
 * for — each sits between `<!--begin:name-->` and `<!--end:name-->` markers that `mj-raw` keeps,
 * and every section MJML writes is whole (its mso wrapper opens and closes inside it), so cutting
 * one out leaves the rest balanced. Filling a string takes microseconds: e-mails are written in
 * the same transaction as their data (a booking's, under its slot lock), where a 20 ms compile
 * per e-mail would hold the lock.
 */

/** The hosted wordmark (a PNG: most mail clients show no SVG), drawn at twice these sizes. */
export const LOGO = { path: '/email/logo.png', width: 200, height: 56 } as const;

/** Web-safe fallbacks after the brand's faces: what every mail client has. */
export const EMAIL_FONTS = {
  heading: withFallback(font.display, 'Georgia, serif'),
  body: withFallback(font.body, 'Arial, Helvetica, sans-serif'),
  ui: withFallback(font.ui, 'Arial, Helvetica, sans-serif'),
} as const;

/** The stack as the brand names it, ending with `fallback` when it does not already. */
function withFallback(stack: string, fallback: string): string {
  const names = stack.split(',').map((name) => name.trim().replace(/^'|'$/g, '').toLowerCase());
  const missing = fallback.split(',').map((name) => name.trim()).filter((name) => !names.includes(name.toLowerCase()));
  return [stack, ...missing].join(', ');
}

export const OPTIONAL_SECTIONS = ['highlight', 'details', 'button', 'links', 'restaurant', 'marketing'] as const;
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number];

/** The slots every e-mail fills; the values are HTML (escaped by the renderer). */
export const SLOTS = [
  'LANG', 'TITLE', 'PREVIEW', 'SITE_URL', 'LOGO_URL', 'SITE_NAME', 'HEADING', 'BODY', 'HIGHLIGHT_LABEL', 'HIGHLIGHT_VALUE',
  'DETAILS', 'BUTTON_URL', 'BUTTON_LABEL', 'LINKS', 'RESTAURANT', 'SIGN_OFF', 'MARKETING', 'FOOTER',
] as const;
export type Slot = (typeof SLOTS)[number];

const c = colors;
const f = EMAIL_FONTS;

/** One optional section, cut out when an e-mail has nothing for it. */
const optional = (name: OptionalSection, mjml: string) => `<mj-raw><!--begin:${name}--></mj-raw>${mjml}<mj-raw><!--end:${name}--></mj-raw>`;

/** A white section of the page, 24 px in on a phone and on a desktop. */
const section = (content: string, extra = '') => `<mj-section background-color="${c.white}" padding="0 8px" ${extra}><mj-column>${content}</mj-column></mj-section>`;

export const LAYOUT_MJML = `
<mjml lang="%%LANG%%">
  <mj-head>
    <mj-title>%%TITLE%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-breakpoint width="480px" />
    <mj-attributes>
      <mj-all font-family="${f.body}" />
      <mj-text font-size="16px" line-height="1.5" color="${c.black}" padding="0 16px 16px" />
      <mj-button font-family="${f.ui}" font-size="16px" font-weight="700" background-color="${c.primary}" color="${c.white}"
        border-radius="0" inner-padding="14px 28px" padding="8px 16px 16px" align="left" />
    </mj-attributes>
    <mj-style>
      /* Phones: the button spans the column, so it is easy to hit and never wraps oddly. */
      @media only screen and (max-width: 479px) {
        .mr-button table { width: 100% !important; }
        .mr-button a { display: block !important; }
        .mr-heading h1 { font-size: 24px !important; }
        /* Details stack, label over value: a long value (an offer's terms) gets the whole width. */
        .mr-details th.mr-label, .mr-details td.mr-value { display: block !important; width: auto !important; }
        .mr-details th.mr-label { padding-bottom: 0 !important; }
        .mr-details td.mr-value { padding-top: 2px !important; border-top: 0 !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="${c.page}" width="600px">
    <mj-section padding="24px 8px 0">
      <mj-column>
        <mj-image src="%%LOGO_URL%%" alt="%%SITE_NAME%%" href="%%SITE_URL%%" width="${LOGO.width}px" height="${LOGO.height}px" align="left" padding="0 16px 16px" />
      </mj-column>
    </mj-section>
    ${section(`<mj-divider border-color="${c.primary}" border-width="4px" padding="0 0 24px" />
      <mj-text css-class="mr-heading"><h1 style="margin:0;font-family:${f.heading};font-size:28px;line-height:1.25;font-weight:700;color:${c.primary};">%%HEADING%%</h1></mj-text>
      <mj-text css-class="mr-body">%%BODY%%</mj-text>`)}
    ${optional('highlight', section(`<mj-text padding="0 16px 24px">
        <p style="margin:0 0 4px;font-family:${f.ui};font-size:14px;font-weight:600;color:${c.grey};">%%HIGHLIGHT_LABEL%%</p>
        <p style="margin:0;padding:12px 16px;border:2px dashed ${c.primary};background:${c.page};font-family:'Courier New', Courier, monospace;font-size:26px;font-weight:700;letter-spacing:2px;color:${c.black};text-align:center;">%%HIGHLIGHT_VALUE%%</p>
      </mj-text>`))}
    ${optional('details', section('<mj-text css-class="mr-details" padding="0 16px 16px">%%DETAILS%%</mj-text>'))}
    ${optional('button', section('<mj-button css-class="mr-button" href="%%BUTTON_URL%%">%%BUTTON_LABEL%%</mj-button>'))}
    ${optional('links', section('<mj-text css-class="mr-links" padding="0 16px 8px">%%LINKS%%</mj-text>'))}
    ${optional('restaurant', section(`<mj-text padding="8px 16px 24px">
        <div style="padding:16px;border-left:4px solid ${c.secondary};background:${c.page};">%%RESTAURANT%%</div>
      </mj-text>`))}
    ${section('<mj-text css-class="mr-body" padding="0 16px 24px">%%SIGN_OFF%%</mj-text>')}
    <mj-section padding="16px 8px 32px">
      <mj-column>
        <mj-text css-class="mr-footer" font-family="${f.ui}" font-size="14px" color="${c.grey}">%%FOOTER%%</mj-text>
        ${optional('marketing', `<mj-text css-class="mr-footer" font-family="${f.ui}" font-size="14px" color="${c.grey}">%%MARKETING%%</mj-text>`)}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
