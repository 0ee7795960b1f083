/**
 * The UK postcode-district table (data/uk-outcodes.csv, CC0) as two lookups: district → its
 * centroid, and place name → a centroid averaged over that place's districts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { placeKey } from './place-name';

export interface Outcode {
  lat: number;
  lng: number;
  /** Post town; for the ~100 districts the file leaves blank, the council area instead. */
  town: string;
  region: string;
}

export interface Area {
  /** The name as the file spells it, for labels: "St Albans", "Stratford-Upon-Avon". */
  name: string;
  lat: number;
  lng: number;
  districts: number;
}

export interface OutcodeIndex {
  /** Upper-case district ("BA1", "SW1A") → centroid. */
  outcodes: ReadonlyMap<string, Outcode>;
  /** placeKey(name) → centroid of its districts. */
  areas: ReadonlyMap<string, Area>;
}

// Resolves to services/brand-api/data from both src/geo (tests) and dist/geo (built server).
export const OUTCODES_CSV_PATH = resolve(__dirname, '../../data/uk-outcodes.csv');

/** Splits one CSV line, honouring quotes: some towns are "Peel, German". */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields;
}

interface Row extends Outcode {
  outcode: string;
  ukRegion: string;
}

function parseRow(line: string): Row | undefined {
  // postcode,eastings,northings,latitude,longitude,town,region,uk_region,country,country_string
  const [outcode = '', , , lat = '', lng = '', town = '', region = '', ukRegion = ''] = splitCsvLine(line);
  const row = {
    outcode: outcode.trim().toUpperCase(),
    lat: Number(lat),
    lng: Number(lng),
    town: town.trim() || region.trim(),
    region: region.trim(),
    ukRegion: ukRegion.trim(),
  };
  const usable = row.outcode !== '' && lat !== '' && lng !== '' && Number.isFinite(row.lat) && Number.isFinite(row.lng);
  return usable ? row : undefined;
}

/** "City of Edinburgh", "Glasgow City", "Bristol, City of" are searched for as plain "Edinburgh". */
const withoutCityOf = (name: string): string =>
  name.replace(/^city of\s+/i, '').replace(/,?\s+city(,? of)?$/i, '').trim();

/**
 * Names a visitor might search for. Post towns, council areas (Birmingham's and Edinburgh's
 * districts carry only a neighbourhood or nothing as their town) and country regions ("London")
 * compete on equal terms, and the group with most districts wins: the four-district city of
 * Newport beats the three-district Newport on the Isle of Wight, and all of London beats the
 * City of London. Towns are grouped per region so two far-apart Richmonds never average to a
 * field in between. The parts of a listed name such as "Peel, German" only count when no
 * whole name matches (rank 1).
 */
function namesOf(row: Row): { rank: number; name: string; scope: string }[] {
  const parts = row.town.split(',').map((part) => part.trim());
  const towns = parts.length > 1
    ? parts.map((name) => ({ rank: 1, name, scope: row.region }))
    : [{ rank: 0, name: row.town, scope: row.region }];
  const areas = [row.region, withoutCityOf(row.region), row.ukRegion].map((name) => ({ rank: 0, name, scope: '' }));
  return [...towns, ...areas].filter((n) => n.name !== '');
}

interface Group { rank: number; name: string; latSum: number; lngSum: number; districts: number }

/** A better group for the same key: better rank, then more districts (the bigger place). */
const beats = (a: Group, b: Group): boolean =>
  a.rank < b.rank || (a.rank === b.rank && a.districts > b.districts);

function buildAreas(rows: Row[]): Map<string, Area> {
  const groups = new Map<string, Group & { key: string }>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const { rank, name, scope } of namesOf(row)) {
      const key = placeKey(name);
      const id = `${rank}|${key}|${scope}`;
      if (seen.has(id)) continue; // "Westminster" with and without "City of" is one district
      seen.add(id);
      const group = groups.get(id) ?? { key, rank, name, latSum: 0, lngSum: 0, districts: 0 };
      group.latSum += row.lat;
      group.lngSum += row.lng;
      group.districts += 1;
      groups.set(id, group);
    }
  }
  const best = new Map<string, Group>();
  for (const group of groups.values()) {
    const current = best.get(group.key);
    if (!current || beats(group, current)) best.set(group.key, group);
  }
  const areas = new Map<string, Area>();
  for (const [key, g] of best) {
    areas.set(key, { name: g.name, lat: g.latSum / g.districts, lng: g.lngSum / g.districts, districts: g.districts });
  }
  return areas;
}

/** Pure: CSV text (with header) → index. Rows without usable coordinates are skipped. */
export function parseOutcodesCsv(csv: string): OutcodeIndex {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/).slice(1);
  const rows = lines.filter((line) => line.trim() !== '').map(parseRow).filter((row): row is Row => row !== undefined);
  const outcodes = new Map<string, Outcode>();
  for (const { outcode, lat, lng, town, region } of rows) {
    if (!outcodes.has(outcode)) outcodes.set(outcode, { lat, lng, town, region });
  }
  return { outcodes, areas: buildAreas(rows) };
}

const cache = new Map<string, OutcodeIndex>();

/** Reads and indexes the CSV on first use only: a sync read of ~240 KB, once per process. */
export function loadOutcodeIndex(csvPath: string = OUTCODES_CSV_PATH): OutcodeIndex {
  let index = cache.get(csvPath);
  if (!index) {
    index = parseOutcodesCsv(readFileSync(csvPath, 'utf8'));
    cache.set(csvPath, index);
  }
  return index;
}
