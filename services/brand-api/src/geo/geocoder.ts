/**
 * The offline geocoder: turns what a visitor typed into the "find a restaurant" box into a
 * point. The production alternative is a Google geocoding adapter with the same shape; this
 * one needs no network and no key, so it is the default.
 */
import { loadOutcodeIndex, type Area, type OutcodeIndex } from './outcodes';
import { placeKey } from './place-name';
import { TOWN_CENTRES } from './town-centres';

export type ParsedQuery =
  | { kind: 'postcode' | 'outcode' | 'place'; value: string }
  | { kind: 'invalid'; reason: string };

export interface GeoHit { ok: true; lat: number; lng: number; label: string }
export interface GeoMiss { ok: false; reason: 'invalid' | 'not-found'; message: string }

export interface Place {
  name: string;
  lat: number;
  lng: number;
  aliases?: readonly string[];
}

export interface Geocoder {
  geocode(raw: unknown): GeoHit | GeoMiss;
}

const MIN_LENGTH = 2;
const MAX_LENGTH = 60;
// Outward code (A9, A99, A9A, AA9, AA99, AA9A), optional space, inward code (9AA).
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})$/;
const OUTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const PLACE = /^[\p{L}\p{M} .&'’-]+$/u;
const LETTER = /\p{L}/u;
const NOT_ALLOWED = /[^\p{L}\p{M}\p{N} .&'’-]/gu;

function whyInvalid(text: string): string {
  const bad = [...new Set(text.match(NOT_ALLOWED) ?? [])];
  if (bad.length > 0) {
    return `Search contains characters that are not allowed: ${bad.slice(0, 5).map((c) => JSON.stringify(c)).join(' ')}`;
  }
  if (/\p{N}/u.test(text)) return 'Not a UK postcode or postcode district (e.g. BA1 1AA or BA1)';
  if (!LETTER.test(text)) return 'A place name must contain letters';
  return `Search must be at least ${MIN_LENGTH} characters`;
}

/** Classifies the raw search box text; never throws, whatever arrives in the query string. */
export function parseQuery(raw: unknown): ParsedQuery {
  if (typeof raw !== 'string') return { kind: 'invalid', reason: 'Search must be text' };
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'invalid', reason: 'Enter a town, city or postcode' };
  if (text.length > MAX_LENGTH) return { kind: 'invalid', reason: `Search is longer than ${MAX_LENGTH} characters` };

  const upper = text.toUpperCase();
  const postcode = POSTCODE.exec(upper);
  if (postcode) return { kind: 'postcode', value: `${postcode[1]} ${postcode[2]}` };
  if (OUTCODE.test(upper)) return { kind: 'outcode', value: upper };
  if (text.length >= MIN_LENGTH && PLACE.test(text) && LETTER.test(text)) return { kind: 'place', value: text };
  return { kind: 'invalid', reason: whyInvalid(text) };
}

/**
 * A district, or failing that its parent: sub-districts such as W1A or EC4Y are missing from
 * some tables, and the parent (W1, EC4) is a few hundred metres away at most.
 */
function findOutcode(index: OutcodeIndex, outcode: string): GeoHit | undefined {
  const candidates = /[A-Z]$/.test(outcode) ? [outcode, outcode.slice(0, -1)] : [outcode];
  for (const code of candidates) {
    const hit = index.outcodes.get(code);
    if (hit) return { ok: true, lat: hit.lat, lng: hit.lng, label: `${code}, ${hit.town}` };
  }
  return undefined;
}

interface PlaceMatch {
  lat: number;
  lng: number;
  /** The place's name when exactly one place has this key; unset when several share it. */
  name?: string;
  /** Whether that one place has the key as an alias rather than as its name. */
  viaAlias: boolean;
}

/**
 * The caller's places keyed by name and alias. A key shared by several places (the town of two
 * restaurants) maps to their average, so neither restaurant is arbitrarily "0 miles away".
 */
function indexPlaces(places: readonly Place[]): Map<string, PlaceMatch> {
  const sums = new Map<string, { lat: number; lng: number; n: number; first: Place }>();
  for (const place of places) {
    if (!Number.isFinite(place.lat) || !Number.isFinite(place.lng)) continue;
    const keys = new Set([place.name, ...(place.aliases ?? [])].map(placeKey).filter((k) => k !== ''));
    for (const key of keys) {
      const sum = sums.get(key) ?? { lat: 0, lng: 0, n: 0, first: place };
      sums.set(key, { ...sum, lat: sum.lat + place.lat, lng: sum.lng + place.lng, n: sum.n + 1 });
    }
  }
  const matches = new Map<string, PlaceMatch>();
  for (const [key, { lat, lng, n, first }] of sums) {
    const single = n === 1 ? { name: first.name } : {};
    matches.set(key, { lat: lat / n, lng: lng / n, ...single, viaAlias: placeKey(first.name) !== key });
  }
  return matches;
}

/**
 * A place found by its own name is labelled with it. Found by an alias, or shared by several
 * places, a town name reads better ("Bath", not one restaurant's title), so the CSV's spelling
 * of the town wins, then the one place's name, then the text as typed.
 */
function placeLabel(match: PlaceMatch, area: Area | undefined, typed: string): string {
  if (match.name !== undefined && !match.viaAlias) return match.name;
  return area?.name ?? match.name ?? typed;
}

export interface GeocoderOptions {
  /** Supplies the district table; defaults to the bundled CSV, read on the first search. */
  loadIndex?: () => OutcodeIndex;
  /** Town centres by name; defaults to the table of the towns our restaurants are in. */
  towns?: readonly Place[];
}

/** A town by its name or an alias: its centre, labelled with its name. */
function indexTowns(towns: readonly Place[]): Map<string, GeoHit> {
  const hits = new Map<string, GeoHit>();
  for (const town of towns) {
    for (const key of [town.name, ...(town.aliases ?? [])].map(placeKey)) {
      if (key !== '' && !hits.has(key)) hits.set(key, { ok: true, lat: town.lat, lng: town.lng, label: town.name });
    }
  }
  return hits;
}

/**
 * A place name is looked up in order: a town's centre (so "Manchester" is Manchester, not the
 * midpoint of our two restaurants there, nor "Bath" our restaurant whose slug is "bath"), then
 * the places the caller knows (restaurant titles, slugs and towns without a centre of their
 * own), then the CSV's towns and council areas.
 */
export function createGeocoder(places: readonly Place[], { loadIndex = () => loadOutcodeIndex(), towns = TOWN_CENTRES }: GeocoderOptions = {}): Geocoder {
  const townHits = indexTowns(towns);
  const placeHits = indexPlaces(places);

  function lookUp(query: Exclude<ParsedQuery, { kind: 'invalid' }>): GeoHit | undefined {
    const index = loadIndex();
    switch (query.kind) {
      case 'postcode':
        return findOutcode(index, query.value.split(' ')[0] ?? '');
      case 'outcode':
        return findOutcode(index, query.value);
      case 'place': {
        const key = placeKey(query.value);
        const town = townHits.get(key);
        if (town) return town;
        const area = index.areas.get(key);
        const place = placeHits.get(key);
        if (place) return { ok: true, lat: place.lat, lng: place.lng, label: placeLabel(place, area, query.value) };
        return area && { ok: true, lat: area.lat, lng: area.lng, label: area.name };
      }
    }
  }

  return {
    geocode(raw) {
      const query = parseQuery(raw);
      if (query.kind === 'invalid') return { ok: false, reason: 'invalid', message: query.reason };
      const hit = lookUp(query);
      return hit ?? { ok: false, reason: 'not-found', message: `We couldn't find "${query.value}"` };
    },
  };
}
