import { toUrlEncoded } from './one-click-body';

const multipart = (boundary: string, parts: [string, string][]) =>
  `${parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;

describe('toUrlEncoded', () => {
  it.each<[string, string | undefined, string, string | null]>([
    ['a urlencoded form, as sent', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click', 'List-Unsubscribe=One-Click'],
    ['a urlencoded form with a charset', 'application/x-www-form-urlencoded; charset=utf-8', 'List-Unsubscribe=One-Click', 'List-Unsubscribe=One-Click'],
    ['multipart/form-data (what RFC 8058 prefers)', 'multipart/form-data; boundary=xYz', multipart('xYz', [['List-Unsubscribe', 'One-Click']]), 'List-Unsubscribe=One-Click'],
    ['multipart with a quoted boundary and two fields', 'multipart/form-data; boundary="a b"', multipart('a b', [['List-Unsubscribe', 'One-Click'], ['x', '1']]), 'List-Unsubscribe=One-Click&x=1'],
    ['multipart without a boundary', 'multipart/form-data', multipart('q', [['List-Unsubscribe', 'One-Click']]), null],
    ['plain text', 'text/plain', 'List-Unsubscribe=One-Click', null],
    ['no type', undefined, 'List-Unsubscribe=One-Click', null],
  ])('%s', (_label, type, body, expected) => {
    expect(toUrlEncoded(type, body)).toBe(expected);
  });
});
