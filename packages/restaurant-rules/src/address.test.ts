import { addressText, streetAddress } from './address';

const BATH = { addressLine1: '12 Lantern Walk', addressLine2: 'Abbey Quarter', addressCity: 'Bath', postcode: 'BA1 1LT' };

describe('address text', () => {
  it.each([
    [BATH, '12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT', '12 Lantern Walk, Abbey Quarter'],
    [{ ...BATH, addressLine2: ' ' }, '12 Lantern Walk, Bath, BA1 1LT', '12 Lantern Walk'],
    [{ ...BATH, addressLine2: null, postcode: undefined }, '12 Lantern Walk, Bath', '12 Lantern Walk'],
    [{}, '', ''],
  ])('%j → %s', (place, line, street) => {
    expect(addressText(place)).toBe(line);
    expect(streetAddress(place)).toBe(street);
  });
});
