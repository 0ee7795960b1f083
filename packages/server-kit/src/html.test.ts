import { escapeHtml, jsonForScript } from './html';

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'Table for two', 'Table for two'],
    ['markup', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an ampersand first', 'Fish &amp; chips', 'Fish &amp;amp; chips'],
    ['double quotes', 'say "hi"', 'say &quot;hi&quot;'],
    ['single quotes', "Rivière's", 'Rivière&#39;s'],
  ])('escapes %s', (_case, input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('jsonForScript', () => {
  it.each([
    ['a closing script tag', { name: '</script><script>x()</script>' }],
    ['an HTML comment opener', { note: '<!-- hi -->' }],
    ['an ampersand', { name: 'Fish & chips' }],
    ['line and paragraph separators', { text: 'a\u2028b\u2029c' }],
  ])('keeps %s from ending the script and still parses to the same value', (_case, value) => {
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
