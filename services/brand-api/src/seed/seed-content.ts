import fs from 'node:fs';
import path from 'node:path';
import type {
  BrandSettings,
  Choices,
  ContactReason,
  ContentPage,
  Job,
  Menu,
  Offer,
  RestaurantLocation,
  SocialMedia,
} from '@riviere/api-client';

/** Maps an old campaign link (?cmp=…) to the offer page it now lives on. */
export interface Campaign {
  campaignId: string;
  offerSlug: string;
}

export interface ContactContent {
  contactTypes: { id: string; name: string }[];
  contactReasons: ContactReason[];
}

/** Everything the brand API serves before any visitor writes anything: one JSON file each. */
export interface SeedContent {
  settings: BrandSettings;
  restaurants: RestaurantLocation[];
  menus: Menu[];
  offers: Offer[];
  campaigns: Campaign[];
  jobs: Job[];
  pages: ContentPage[];
  contact: ContactContent;
  choices: Choices;
  social: SocialMedia[];
}

export const SEED_FILES = [
  'settings', 'restaurants', 'menus', 'offers', 'campaigns', 'jobs', 'pages', 'contact', 'choices', 'social',
] as const satisfies readonly (keyof SeedContent)[];

/**
 * The brand-api package root: the nearest folder above `from` holding a package.json.
 * Walking up keeps the seed folder reachable whether this file runs from src/seed (tests, ts-node)
 * or from its compiled copy in dist/seed.
 */
export function findPackageRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
}

export function defaultSeedDir(): string {
  return path.join(findPackageRoot(), 'seed');
}

function readJson<T>(dir: string, name: string): T {
  const file = path.join(dir, `${name}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (err) {
    throw new Error(`Cannot load seed file ${file}: ${(err as Error).message}`);
  }
}

/** Reads every seed file synchronously; the shapes are trusted (the seed tests check them). */
export function loadSeedContent(dir: string = defaultSeedDir()): SeedContent {
  return {
    settings: readJson<BrandSettings>(dir, 'settings'),
    restaurants: readJson<RestaurantLocation[]>(dir, 'restaurants'),
    menus: readJson<Menu[]>(dir, 'menus'),
    offers: readJson<Offer[]>(dir, 'offers'),
    campaigns: readJson<Campaign[]>(dir, 'campaigns'),
    jobs: readJson<Job[]>(dir, 'jobs'),
    pages: readJson<ContentPage[]>(dir, 'pages'),
    contact: readJson<ContactContent>(dir, 'contact'),
    choices: readJson<Choices>(dir, 'choices'),
    social: readJson<SocialMedia[]>(dir, 'social'),
  };
}
