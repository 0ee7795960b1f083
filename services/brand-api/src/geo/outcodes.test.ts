import { loadOutcodeIndex, OUTCODES_CSV_PATH, parseOutcodesCsv, splitCsvLine } from './outcodes';

const HEADER = 'postcode,eastings,northings,latitude,longitude,town,region,uk_region,country,country_string';
const CSV = [
  `\uFEFF${HEADER}`,
  'BA1,375000,165900,51.39109,-2.35934,Bath,Bath and North East Somerset,South West England,ENG,England',
  'BA2,373800,162400,51.35957,-2.37633,Bath,Bath and North East Somerset,South West England,ENG,England',
  'IM1,237942,475605,54.15048,-4.48174,"Douglas, Braddan",IOM,Crown Dependencies,IM,Isle of Man',
  'B1,406300,286800,52.47872,-1.90723,,Birmingham,West Midlands,ENG,England',
  'TW9,518400,175800,51.46657,-0.29744,Richmond,Greater London,London,ENG,England',
  'TW10,518200,173800,51.44904,-0.29882,Richmond,Greater London,London,ENG,England',
  'DL10,417300,500500,54.39637,-1.73766,Richmond,North Yorkshire,Yorkshire and the Humber,ENG,England',
  'EH1,325800,673900,55.95243,-3.1884,Old Town,City of Edinburgh,Scotland,SCT,Scotland',
  'NP19,333300,188300,51.58913,-2.9629,Alway,Newport,Wales,WLS,Wales',
  'NP20,330400,188500,51.59057,-3.0048,Allt-yr-yn,Newport,Wales,WLS,Wales',
  'PO30,448500,88200,50.69085,-1.3133,Newport,Isle of Wight,South East England,ENG,England',
  'XX1,0,0,,,Nowhere,Nowhere,Nowhere,ENG,England',
  '',
].join('\r\n');

describe('splitCsvLine', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['a,,c', ['a', '', 'c']],
    ['a,"b, c",d', ['a', 'b, c', 'd']],
    ['"say ""hi""",x', ['say "hi"', 'x']],
    ['', ['']],
  ])('%j', (line, fields) => {
    expect(splitCsvLine(line)).toEqual(fields);
  });
});

describe('parseOutcodesCsv', () => {
  const index = parseOutcodesCsv(CSV);

  it.each([
    ['BA1', { lat: 51.39109, lng: -2.35934, town: 'Bath', region: 'Bath and North East Somerset' }],
    ['IM1', { lat: 54.15048, lng: -4.48174, town: 'Douglas, Braddan', region: 'IOM' }],
    // A blank post town falls back to the council area, so labels never end in ", ".
    ['B1', { lat: 52.47872, lng: -1.90723, town: 'Birmingham', region: 'Birmingham' }],
    ['XX1', undefined],
  ])('district %s', (code, expected) => {
    expect(index.outcodes.get(code)).toEqual(expected);
  });

  it.each([
    ['bath', 'Bath', (51.39109 + 51.35957) / 2, (-2.35934 + -2.37633) / 2, 2],
    ['birmingham', 'Birmingham', 52.47872, -1.90723, 1],
    // A listed name such as "Douglas, Braddan" is searchable by each of its parts.
    ['douglas', 'Douglas', 54.15048, -4.48174, 1],
    ['braddan', 'Braddan', 54.15048, -4.48174, 1],
    // Two Richmonds: the one with more districts wins rather than a point between them.
    ['richmond', 'Richmond', (51.46657 + 51.44904) / 2, (-0.29744 + -0.29882) / 2, 2],
    // A council area counts as a place, and beats a smaller town of the same name.
    ['newport', 'Newport', (51.58913 + 51.59057) / 2, (-2.9629 + -3.0048) / 2, 2],
    ['edinburgh', 'Edinburgh', 55.95243, -3.1884, 1],
    ['old town', 'Old Town', 55.95243, -3.1884, 1],
    ['somerset', undefined, 0, 0, 0],
  ])('area %s', (key, name, lat, lng, districts) => {
    const area = index.areas.get(key);
    if (name === undefined) return expect(area).toBeUndefined();
    expect(area).toEqual({ name, lat: expect.closeTo(lat, 9), lng: expect.closeTo(lng, 9), districts });
  });

  it('knows council areas and country regions by name', () => {
    expect(index.areas.get('bath and north east somerset')?.districts).toBe(2);
    expect(index.areas.get('london')).toMatchObject({ name: 'London', districts: 2 });
  });
});

describe('loadOutcodeIndex (bundled CSV)', () => {
  it('indexes every district once and caches the result', () => {
    const index = loadOutcodeIndex();
    expect(index.outcodes.size).toBe(2856);
    expect(loadOutcodeIndex(OUTCODES_CSV_PATH)).toBe(index);
  });
});
