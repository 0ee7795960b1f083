import type { Offer } from '@riviere/api-client';

export interface SuccessLink {
  text: string;
  href: string;
  /** A path of this site (client-side navigation) rather than another site. */
  internal: boolean;
}

/** The button after a claim (spec §3): `overrideSuccessUrl` when set, else `successButtonUrl`. */
export function successLink(offer: Pick<Offer, 'successButtonText' | 'successButtonUrl' | 'overrideSuccessUrl'>): SuccessLink | null {
  const href = (offer.overrideSuccessUrl || offer.successButtonUrl || '').trim();
  if (!href) return null;
  return { text: offer.successButtonText || 'Continue', href, internal: href.startsWith('/') && !href.startsWith('//') };
}

/** Spec §2: a 404 whose message includes 'could not find offer' sends the visitor to /page-not-found. */
export function isMissingOffer(error: unknown): boolean {
  const e = error as { status?: number; message?: string } | null;
  return e?.status === 404 && typeof e.message === 'string' && e.message.toLowerCase().includes('could not find offer');
}
