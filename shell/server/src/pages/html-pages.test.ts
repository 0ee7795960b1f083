import { createHash } from 'node:crypto';
import { bodyOf, pageBytes } from './html-pages';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
// A menu's text, as the remotes render it: a dash and curly quotes make the string two-byte.
const DISH = '<li>Moules marinières — white wine, shallots’ cream, £14.50</li>';

describe('pageBytes', () => {
  it.each([
    ['the shell and its data in place of the empty #root', TEMPLATE, ['<div id="root">', '<main>Hi</main>', '</div>', '<script type="application/json" id="initial-data">{}</script>']],
    ['a root written with single quotes and space inside', TEMPLATE.replace('<div id="root"></div>', "<div id='root'>\n  </div>"), ['<div id="root">', 'x', '</div>']],
    ['text outside Latin-1 in every piece', TEMPLATE.replace('<title>x</title>', '<title>Menus — Maison Rivière</title>'), ['<div id="root">', DISH.repeat(3), '</div>', '<script type="application/json">{"n":"“Les Halles”"}</script>']],
    ['a page far past 64,000 characters', TEMPLATE, ['<div id="root">', `<ul>${DISH.repeat(2_000)}</ul>`, '</div>']],
  ])('is the UTF-8 of the template with %s', (_case, template, root) => {
    const expected = template.replace(/<div id=["']?root["']?>\s*<\/div>/, () => root.join(''));
    expect(pageBytes(template, root).equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it.each([
    ['no root (the browser renders the page)', null],
    ['a template without an empty #root', ['<div id="root">', 'x', '</div>']],
  ])('is the template alone with %s', (_case, root) => {
    const template = TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(pageBytes(template, root).toString('utf8')).toBe(template);
  });
});

describe('bodyOf', () => {
  it('sends the bytes when the page has them, else its markup', () => {
    const body = Buffer.from('<p>bytes</p>');
    expect(bodyOf({ status: 200, html: '<p>bytes</p>', body })).toBe(body);
    expect(bodyOf({ status: 500, html: '<p>starting</p>' })).toBe('<p>starting</p>');
  });

  it('gives the same ETag input either way: the bytes are the markup encoded', () => {
    const html = `<p>${DISH}</p>`;
    const sha1 = (value: string | Buffer) => createHash('sha1').update(value).digest('base64url');
    expect(sha1(pageBytes(html, null))).toBe(sha1(html));
  });
});
