import type { PageMeta } from './page-meta';
import { fullTitle, injectHead, renderHeadTags } from './render-head';

const meta: PageMeta = {
  status: 200,
  title: 'Menus',
  description: 'All "our" menus & more',
  canonicalPath: '/our-menu',
  jsonLd: { '@type': 'Thing', name: '</script><script>alert(1)</script>' },
  noindex: false,
};
const appConfig = { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: '' };

describe('fullTitle', () => {
  it.each([
    ['Menus', 'Menus | Maison Rivière'],
    [null, 'Maison Rivière'],
  ])('%s → %s', (title, full) => {
    expect(fullTitle({ ...meta, title }, 'Maison Rivière')).toBe(full);
  });
});

describe('renderHeadTags', () => {
  const tags = renderHeadTags({ meta, siteName: 'Maison Rivière', siteUrl: 'https://example.test', appConfig });

  it('escapes attribute values', () => {
    expect(tags).toContain('<meta name="description" content="All &quot;our&quot; menus &amp; more">');
    expect(tags).toContain('<link rel="canonical" href="https://example.test/our-menu">');
  });

  it('keeps `<` out of JSON blocks so they cannot close their element', () => {
    expect(tags).toContain('<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>');
    expect(tags.match(/<\/script>/g)).toHaveLength(2);
  });

  it('writes the app-config data block', () => {
    expect(tags).toContain('<script type="application/json" id="app-config">{"brandKey":"local-brand","siteName":"Maison Rivière","apiBase":""}</script>');
  });

  it('gives a missing page no canonical URL and asks search engines to skip it', () => {
    const notFound = renderHeadTags({ meta: { ...meta, status: 404, noindex: true, jsonLd: null }, siteName: 'X', siteUrl: 'https://example.test', appConfig });
    expect(notFound).not.toContain('canonical');
    expect(notFound).not.toContain('og:url');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
  });
});

describe('injectHead', () => {
  const inject = (template: string) => injectHead(template, 'Menus & $1 $&', '<meta name="x">');

  it.each([
    [
      'replaces the title and inserts before </head>',
      '<html><head>\n  <title>Old</title>\n</head><body></body></html>',
      '<html><head>\n  <title>Menus &amp; $1 $&amp;</title>\n    <meta name="x">\n  </head><body></body></html>',
    ],
    [
      'adds a title when the template has none',
      '<html><head><meta charset="utf-8"></head><body></body></html>',
      '<html><head><meta charset="utf-8">\n    <title>Menus &amp; $1 $&amp;</title>\n    <meta name="x">\n  </head><body></body></html>',
    ],
    [
      "drops the template's own description, canonical, Open Graph, JSON-LD and config",
      '<html><HEAD><TITLE lang="fr">Old</TITLE><meta name="description" content="old"><link rel="canonical" href="/x">' +
        '<meta property="og:title" content="old"><script type="application/ld+json">{}</script>' +
        '<script type="application/json" id="app-config">{}</script></HEAD><body></body></html>',
      '<html><HEAD><title>Menus &amp; $1 $&amp;</title>\n    <meta name="x">\n  </HEAD><body></body></html>',
    ],
    [
      'keeps what the shell needs',
      '<head><meta name="viewport" content="w"><script defer src="/main.1234567890.js"></script></head>',
      '<head><meta name="viewport" content="w"><script defer src="/main.1234567890.js"></script>\n    <title>Menus &amp; $1 $&amp;</title>\n    <meta name="x">\n  </head>',
    ],
    [
      'copes with a template that has no head',
      '<body>hi</body>',
      '\n    <title>Menus &amp; $1 $&amp;</title>\n    <meta name="x">\n  <body>hi</body>',
    ],
  ])('%s', (_case, template, expected) => {
    expect(inject(template)).toBe(expected);
  });
});
