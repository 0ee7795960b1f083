import { colors } from '@riviere/design-tokens';
import { telUrl } from '@riviere/restaurant-rules';
import { escapeHtml, jsonForScript } from '@riviere/server-kit';
import type { EmailBrand, EmailContent, EmailLink, RestaurantCard } from './email-content';
import { EMAIL_FONTS, LAYOUT_MJML, LOGO, OPTIONAL_SECTIONS, SLOTS, type OptionalSection, type Slot } from './email-layout';

type Mjml2Html = (mjml: string, options?: object) => Promise<{ html: string; errors: { formattedMessage: string }[] }>;

let compiled: Promise<string> | null = null;

/** The layout as HTML with its slots, compiled by MJML once per process (strict: a layout error throws). */
export function compiledLayout(): Promise<string> {
  compiled ??= (async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- mjml ships no types
    const mjml2html = require('mjml') as Mjml2Html;
    const { html } = await mjml2html(LAYOUT_MJML, { validationLevel: 'strict', keepComments: true });
    return html;
  })();
  compiled.catch(() => (compiled = null));
  return compiled;
}

const e = escapeHtml;
const c = colors;
const f = EMAIL_FONTS;

const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(text).replace(/\n/g, '<br>')}</p>`;
const link = ({ label, url }: EmailLink, style = '') => `<a href="${e(url)}" style="color:${c.primary};${style}">${e(label)}</a>`;

function detailsTable(rows: [string, string][]): string {
  const cell = 'padding:8px 0;border-top:1px solid ' + c.greyLight + ';vertical-align:top;';
  const body = rows
    .map(([label, value]) =>
      `<tr><th scope="row" class="mr-label" style="${cell}padding-right:12px;width:34%;text-align:left;font-family:${f.ui};font-size:14px;font-weight:600;color:${c.grey};">${e(label)}</th>` +
      `<td class="mr-value" style="${cell}font-size:16px;color:${c.black};">${e(value)}</td></tr>`)
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;">${body}</table>`;
}

/** Links tall enough to hit (44 px lines), one per line. */
const linkList = (links: EmailLink[]) =>
  links.map((l) => `<div style="line-height:44px;">${link(l, `font-family:${f.ui};font-size:16px;font-weight:600;`)}</div>`).join('');

function restaurantCard(r: RestaurantCard): string {
  const action = `font-family:${f.ui};font-weight:600;display:inline-block;line-height:44px;margin-right:16px;`;
  return [
    r.caption ? `<p style="margin:0 0 4px;font-family:${f.ui};font-size:14px;font-weight:600;color:${c.grey};">${e(r.caption)}</p>` : '',
    `<h2 style="margin:0 0 8px;font-family:${f.heading};font-size:20px;line-height:1.3;color:${c.secondary};">${e(r.name)}</h2>`,
    `<p style="margin:0 0 4px;">${e(r.address)}</p>`,
    `<p style="margin:0;">Phone: <a href="${e(telUrl(r.phone))}" style="color:${c.primary};font-weight:600;">${e(r.phone)}</a></p>`,
    `<p style="margin:0;">${link({ label: 'Get directions', url: r.directionsUrl }, action)}${r.pageUrl ? link({ label: 'Restaurant page', url: r.pageUrl }, action) : ''}</p>`,
  ].join('');
}

function marketingFooter(content: EmailContent): string {
  const m = content.marketing!;
  const small = `color:${c.secondary};`;
  return [
    paragraph(m.reason, 'margin:0 0 8px;'),
    `<p style="margin:0;">${link({ label: 'Unsubscribe from marketing e-mails', url: m.unsubscribeUrl }, small)}` +
      (m.preferencesUrl ? ` · ${link({ label: 'Manage your preferences', url: m.preferencesUrl }, small)}` : '') + '</p>',
  ].join('');
}

/** The HTML each slot gets for this e-mail. */
function slotValues(content: EmailContent, brand: EmailBrand): Record<Slot, string> {
  return {
    LANG: 'en-GB',
    TITLE: e(content.heading),
    PREVIEW: e(content.preview),
    SITE_URL: e(brand.siteUrl),
    LOGO_URL: e(`${brand.siteUrl}${LOGO.path}`),
    SITE_NAME: e(brand.siteName),
    HEADING: e(content.heading),
    BODY: [...(content.greeting ? [content.greeting] : []), ...content.paragraphs].map((p) => paragraph(p)).join(''),
    HIGHLIGHT_LABEL: e(content.highlight?.label ?? ''),
    HIGHLIGHT_VALUE: e(content.highlight?.value ?? ''),
    DETAILS: content.details ? detailsTable(content.details) : '',
    BUTTON_URL: e(content.button?.url ?? ''),
    BUTTON_LABEL: e(content.button?.label ?? ''),
    LINKS: content.links ? linkList(content.links) : '',
    RESTAURANT: content.restaurant ? restaurantCard(content.restaurant) : '',
    SIGN_OFF: (content.signOff ?? [brand.siteName]).map((line) => e(line)).join('<br>'),
    MARKETING: content.marketing ? marketingFooter(content) : '',
    FOOTER: `<p style="margin:0 0 8px;">${link({ label: brand.siteName, url: brand.siteUrl }, `color:${c.secondary};`)}</p>`,
  };
}

function present(content: EmailContent): Record<OptionalSection, boolean> {
  return {
    highlight: Boolean(content.highlight),
    details: Boolean(content.details?.length),
    button: Boolean(content.button),
    links: Boolean(content.links?.length),
    restaurant: Boolean(content.restaurant),
    marketing: Boolean(content.marketing),
  };
}

/** The compiled layout with this e-mail's sections and slots: pure string work. */
export function fillLayout(layout: string, content: EmailContent, brand: EmailBrand): string {
  const shown = present(content);
  let html = layout;
  for (const name of OPTIONAL_SECTIONS) {
    const begin = `<!--begin:${name}-->`;
    const end = `<!--end:${name}-->`;
    const from = html.indexOf(begin);
    const to = html.indexOf(end);
    if (from === -1 || to === -1) throw new Error(`the e-mail layout lost its ${name} markers`);
    html = shown[name] ? html.slice(0, from) + html.slice(from + begin.length, to) + html.slice(to + end.length) : html.slice(0, from) + html.slice(to + end.length);
  }
  const values = slotValues(content, brand);
  html = html.replace(/%%([A-Z_]+)%%/g, (_match, name: string) => {
    if (!(SLOTS as readonly string[]).includes(name)) throw new Error(`the e-mail layout has an unknown slot ${name}`);
    return values[name as Slot];
  });
  return content.jsonLd ? html.replace('</head>', () => `<script type="application/ld+json">${jsonForScript(content.jsonLd)}</script></head>`) : html;
}

/** The plain-text twin: the same words in the same order, every link written out. */
export function renderText(content: EmailContent, brand: EmailBrand): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.highlight) blocks.push(`${content.highlight.label}:\n\n    ${content.highlight.value}`);
  if (content.details?.length) blocks.push(content.details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (content.button) blocks.push(`${content.button.label}: ${content.button.url}`);
  if (content.links?.length) blocks.push(content.links.map((l) => `${l.label}: ${l.url}`).join('\n'));
  if (content.restaurant) {
    const r = content.restaurant;
    blocks.push([...(r.caption ? [`${r.caption}:`] : []), r.name, r.address, `Phone: ${r.phone}`, `Directions: ${r.directionsUrl}`, ...(r.pageUrl ? [`Restaurant page: ${r.pageUrl}`] : [])].join('\n'));
  }
  blocks.push((content.signOff ?? [brand.siteName]).join('\n'));
  if (content.marketing) {
    const m = content.marketing;
    blocks.push(['--', m.reason, `Unsubscribe from marketing e-mails: ${m.unsubscribeUrl}`, ...(m.preferencesUrl ? [`Manage your preferences: ${m.preferencesUrl}`] : [])].join('\n'));
  }
  return blocks.join('\n\n');
}

/** HTML and plain text of one e-mail. */
export async function renderEmail(content: EmailContent, brand: EmailBrand): Promise<{ html: string; text: string }> {
  return { html: fillLayout(await compiledLayout(), content, brand), text: renderText(content, brand) };
}
