import { referralCodeFrom } from './referral-code';

describe('referralCodeFrom', () => {
  it.each([
    ['?code=RF-ABCDEFGH23', 'RF-ABCDEFGH23'],
    ['?code=rf-abcdefgh23', 'RF-ABCDEFGH23'],
    ['?code=RF-ABC', null],
    ['?code=RF-ABCDEFGH10', null],
    ['', null],
  ])('%p → %p', (search, code) => {
    expect(referralCodeFrom(search)).toBe(code);
  });
});
