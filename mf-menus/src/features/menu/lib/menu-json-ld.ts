import type { Menu, MenuItem, MenuSection } from '@riviere/api-client';
import { dietaryTagInfo } from '../model/dietary-tags';
import { schemaPrice } from './format-price';

type JsonLd = Record<string, unknown>;

/**
 * schema.org `Menu` for one menu: sections → items, each with a GBP offer and the diets it
 * suits. `pageUrl` (absolute) becomes the menu's `url` and resolves a relative image path.
 */
export function buildMenuJsonLd(menu: Menu, pageUrl?: string): JsonLd {
  const image = absoluteUrl(menu.image?.file?.url, pageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    ...(menu.description ? { description: menu.description } : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
    ...(image ? { image } : {}),
    inLanguage: 'en-GB',
    hasMenuSection: menu.sections.map(sectionJsonLd),
  };
}

function sectionJsonLd(section: MenuSection): JsonLd {
  return {
    '@type': 'MenuSection',
    name: section.name,
    ...(section.description ? { description: section.description } : {}),
    hasMenuItem: section.items.map(itemJsonLd),
  };
}

function itemJsonLd(item: MenuItem): JsonLd {
  const diets = [...new Set(item.dietaryTags.flatMap((tag) => dietaryTagInfo(tag.name).schemaDiet ?? []))];
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    offers: { '@type': 'Offer', price: schemaPrice(item.price), priceCurrency: 'GBP' },
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  };
}

function absoluteUrl(path: string | undefined, base: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return new URL(path, base).href;
  } catch {
    return undefined; // relative without a base: a bare path is no use to a crawler
  }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no
 * text from the content can close the script element or open a comment; U+2028/U+2029 too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
