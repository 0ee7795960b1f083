import { createGeocoder, parseQuery } from './geocoder';
import { loadOutcodeIndex } from './outcodes';

describe('parseQuery', () => {
  it.each([
    // Full postcodes: any case, with or without the space, normalised to "OUT IN".
    ['BA1 1AA', { kind: 'postcode', value: 'BA1 1AA' }],
    ['ba11aa', { kind: 'postcode', value: 'BA1 1AA' }],
    ['  ba1   1aa ', { kind: 'postcode', value: 'BA1 1AA' }],
    ['SW1A 1AA', { kind: 'postcode', value: 'SW1A 1AA' }],
    ['sw1a1aa', { kind: 'postcode', value: 'SW1A 1AA' }],
    ['EC1A 1BB', { kind: 'postcode', value: 'EC1A 1BB' }],
    ['M1 1AE', { kind: 'postcode', value: 'M1 1AE' }],
    ['m11ae', { kind: 'postcode', value: 'M1 1AE' }],
    ['CR2 6XH', { kind: 'postcode', value: 'CR2 6XH' }],
    ['DN55 1PT', { kind: 'postcode', value: 'DN55 1PT' }],
    ['W1A 0AX', { kind: 'postcode', value: 'W1A 0AX' }],
    // Districts.
    ['SW1A', { kind: 'outcode', value: 'SW1A' }],
    ['ba1', { kind: 'outcode', value: 'BA1' }],
    ['M1', { kind: 'outcode', value: 'M1' }],
    ['dn55', { kind: 'outcode', value: 'DN55' }],
    // Places.
    ['Bath', { kind: 'place', value: 'Bath' }],
    ['  St   Albans ', { kind: 'place', value: 'St Albans' }],
    ['St. Albans', { kind: 'place', value: 'St. Albans' }],
    ['stratford-upon-avon', { kind: 'place', value: 'stratford-upon-avon' }],
    ["King's Lynn", { kind: 'place', value: "King's Lynn" }],
    ['Brighton & Hove', { kind: 'place', value: 'Brighton & Hove' }],
    ['Ynys Môn', { kind: 'place', value: 'Ynys Môn' }],
    ['Ba', { kind: 'place', value: 'Ba' }],
    ['x'.repeat(60), { kind: 'place', value: 'x'.repeat(60) }],
  ])('%j → %j', (raw, expected) => {
    expect(parseQuery(raw)).toEqual(expected);
  });

  it.each([
    ['', /enter a town/i],
    ['   ', /enter a town/i],
    ['<script>', /not allowed: "<" ">"/],
    ['!!', /not allowed: "!"/],
    ['Bath; DROP TABLE', /not allowed: ";"/],
    ['bath\u0000', /not allowed/],
    ['12345', /not a uk postcode/i],
    ['BA1 1A', /not a uk postcode/i],
    ['BA1 1AAA', /not a uk postcode/i],
    ['1BA 1AA', /not a uk postcode/i],
    ['SW1A1AA1', /not a uk postcode/i],
    ['B', /at least 2 characters/],
    ['--', /must contain letters/],
    ["'.", /must contain letters/],
    ['x'.repeat(61), /longer than 60 characters/],
    [undefined, /must be text/],
    [['Bath', 'Bristol'], /must be text/],
  ])('%j is invalid (%s)', (raw, reason) => {
    const result = parseQuery(raw);
    expect(result.kind).toBe('invalid');
    expect(result).toEqual({ kind: 'invalid', reason: expect.stringMatching(reason) });
  });
});

describe('createGeocoder', () => {
  const index = loadOutcodeIndex();
  const places = [
    { name: 'Maison Rivière Covent Garden', lat: 51.5117, lng: -0.1233, aliases: ['Covent Garden'] },
    { name: 'London', lat: 51.51, lng: -0.13 },
    { name: 'London', lat: 51.49, lng: -0.11 },
    // A restaurant place shadows the CSV town of the same name.
    { name: 'Bristol', lat: 51.45, lng: -2.59, aliases: ['Clifton'] },
    { name: 'Maison Rivière Bath', lat: 51.3812, lng: -2.3591, aliases: ['maison-riviere-bath', 'bath'] },
    { name: 'Riverside One', lat: 52.1, lng: -1.1, aliases: ['Riverside'] },
    { name: 'Riverside Two', lat: 52.3, lng: -1.3, aliases: ['Riverside'] },
    { name: 'Nowhere', lat: Number.NaN, lng: 0 },
  ];
  // No town centres here: these cases are about the caller's places and the CSV.
  const geocoder = createGeocoder(places, { loadIndex: () => index, towns: [] });
  const bath = { lat: (51.39109 + 51.35957) / 2, lng: (-2.35934 + -2.37633) / 2 };
  const stAlbans = { lat: (51.74836 + 51.72064) / 2, lng: (-0.32237 + -0.33353) / 2 };

  it.each([
    ['BA1 1AA', 'BA1, Bath', 51.39109, -2.35934],
    ['ba11aa', 'BA1, Bath', 51.39109, -2.35934],
    ['BA1', 'BA1, Bath', 51.39109, -2.35934],
    // A restaurant's alias: the restaurant's point, labelled with the town's name.
    ['Bath', 'Bath', 51.3812, -2.3591],
    ['BATH', 'Bath', 51.3812, -2.3591],
    ['Maison Riviere Bath', 'Maison Rivière Bath', 51.3812, -2.3591],
    ['maison-riviere-bath', 'Maison Rivière Bath', 51.3812, -2.3591],
    // Shared by two places and no such town: their midpoint, labelled as typed.
    ['riverside', 'riverside', 52.2, -1.2],
    ['SW1A', 'SW1A, Westminster', 51.50265, -0.13111],
    ['sw1a 1aa', 'SW1A, Westminster', 51.50265, -0.13111],
    ['M1 1AE', 'M1, Manchester', 53.47734, -2.23508],
    // W1A is not in the table: falls back to its parent district W1.
    ['W1A 1AA', /^W1, /, expect.any(Number), expect.any(Number)],
    ['St Albans', 'St Albans', stAlbans.lat, stAlbans.lng],
    ['st-albans', 'St Albans', stAlbans.lat, stAlbans.lng],
    ['St. Albans', 'St Albans', stAlbans.lat, stAlbans.lng],
    ['stratford-upon-avon', 'Stratford-Upon-Avon', 52.1853, -1.71328],
    ['Stratford upon Avon', 'Stratford-Upon-Avon', 52.1853, -1.71328],
    ['Birmingham', 'Birmingham', expect.any(Number), expect.any(Number)],
    ['covent garden', 'Maison Rivière Covent Garden', 51.5117, -0.1233],
    ['Maison Riviere Covent Garden', 'Maison Rivière Covent Garden', 51.5117, -0.1233],
    ['london', 'London', 51.5, -0.12],
    ['Bristol', 'Bristol', 51.45, -2.59],
    // An alias that is also a CSV town: the caller's point wins, the town's spelling labels it.
    ['clifton', 'Clifton', 51.45, -2.59],
  ])('%j → %s', (raw, label, lat, lng) => {
    const hit = geocoder.geocode(raw);
    expect(hit).toEqual({
      ok: true,
      label: typeof label === 'string' ? label : expect.stringMatching(label),
      lat: typeof lat === 'number' ? expect.closeTo(lat, 6) : lat,
      lng: typeof lng === 'number' ? expect.closeTo(lng, 6) : lng,
    });
  });

  it.each([
    ['ZZ9 9ZZ', 'not-found', /ZZ9 9ZZ/],
    ['ZZ9', 'not-found', /ZZ9/],
    ['Atlantis', 'not-found', /Atlantis/],
    // A place without coordinates is ignored.
    ['Nowhere', 'not-found', /Nowhere/],
    ['<script>', 'invalid', /not allowed/],
    ['12345', 'invalid', /postcode/],
    ['', 'invalid', /enter a town/i],
  ])('%j → %s', (raw, reason, message) => {
    expect(geocoder.geocode(raw)).toEqual({ ok: false, reason, message: expect.stringMatching(message) });
  });

  it('without places, finds the CSV town: "Bath" is the centroid of BA1 and BA2', () => {
    expect(createGeocoder([], { loadIndex: () => index, towns: [] }).geocode('Bath')).toEqual({
      ok: true,
      label: 'Bath',
      lat: expect.closeTo(bath.lat, 6),
      lng: expect.closeTo(bath.lng, 6),
    });
  });

  it('reads the district table only when first asked', () => {
    const loadIndex = jest.fn(() => index);
    const lazy = createGeocoder([], { loadIndex, towns: [] });
    expect(loadIndex).not.toHaveBeenCalled();
    expect(lazy.geocode('Bath')).toEqual({ ok: true, label: 'Bath', lat: expect.closeTo(bath.lat, 6), lng: expect.closeTo(bath.lng, 6) });
    expect(loadIndex).toHaveBeenCalled();
  });

  it("finds a town centre before the caller's places and the CSV, by its name or an alias", () => {
    const towns = [{ name: 'Bath', lat: 51.38, lng: -2.36 }, { name: 'Henley-on-Thames', lat: 51.54, lng: -0.9, aliases: ['Henley'] }];
    const withTowns = createGeocoder(places, { loadIndex: () => index, towns });
    expect(withTowns.geocode('BATH')).toEqual({ ok: true, label: 'Bath', lat: 51.38, lng: -2.36 });
    expect(withTowns.geocode('henley')).toEqual({ ok: true, label: 'Henley-on-Thames', lat: 51.54, lng: -0.9 });
    expect(withTowns.geocode('henley on thames')).toMatchObject({ label: 'Henley-on-Thames' });
    // A restaurant's own name still finds the restaurant.
    expect(withTowns.geocode('Maison Riviere Bath')).toMatchObject({ label: 'Maison Rivière Bath', lat: 51.3812 });
  });

  it('uses the bundled CSV by default', () => {
    expect(createGeocoder([]).geocode('BA1 1AA')).toMatchObject({ ok: true, label: 'BA1, Bath' });
  });
});
