const PLAIN_BOOKING = /^\/restaurants\/([^/]+)\/([^/]+)\/book\/?$/i;

/** The restaurant a plain booking page's path names ('/restaurants/bath/bath/book'), or null for any other path. */
export function plainBookingTarget(pathname: string): { city: string; slug: string } | null {
  const match = PLAIN_BOOKING.exec(pathname);
  if (!match) return null;
  try {
    return { city: decodeURIComponent(match[1] as string).toLowerCase(), slug: decodeURIComponent(match[2] as string).toLowerCase() };
  } catch {
    return null;
  }
}
