import { createUnsubscribeLinks, RECIPIENT_PATTERN, SIGNATURE_PATTERN, signUnsubscribe, unsubscribeKey, verifyUnsubscribe } from './unsubscribe-link';

const key = unsubscribeKey('secret-one');

describe('unsubscribe links', () => {
  it('name the address they were signed for, lower-cased, in two URL-safe segments', () => {
    const token = signUnsubscribe(key, '  Amelie.Dubois+news@Example.COM ');
    expect(token.recipient).toMatch(new RegExp(RECIPIENT_PATTERN));
    expect(token.signature).toMatch(new RegExp(SIGNATURE_PATTERN));
    expect(verifyUnsubscribe(key, token)).toBe('amelie.dubois+news@example.com');
  });

  const token = signUnsubscribe(key, 'a@example.com');
  const other = signUnsubscribe(key, 'b@example.com');
  it.each([
    ['another key', () => verifyUnsubscribe(unsubscribeKey('secret-two'), token)],
    ['a changed letter in the signature', () => verifyUnsubscribe(key, { ...token, signature: `${token.signature.slice(0, -1)}${token.signature.endsWith('A') ? 'B' : 'A'}` })],
    ['a shortened signature', () => verifyUnsubscribe(key, { ...token, signature: token.signature.slice(1) })],
    ["another address's signature", () => verifyUnsubscribe(key, { recipient: token.recipient, signature: other.signature })],
    ['a recipient that is not an address', () => verifyUnsubscribe(key, signUnsubscribe(key, 'nobody'))],
  ])('refuse %s', (_label, check) => {
    expect(check()).toBeNull();
  });

  it('give the RFC 8058 headers: the https link first, a mailto second, and the one-click POST', () => {
    const links = createUnsubscribeLinks('secret-one', 'https://site.example/', () => 'hello@site.example');
    const url = links.url('A@Example.com');
    expect(url).toBe(`https://site.example/unsubscribe/${token.recipient}/${token.signature}`);
    expect(links.headers('a@example.com')).toEqual({
      'List-Unsubscribe': `<${url}>, <mailto:hello@site.example?subject=unsubscribe%20a%40example.com>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
