/**
 * One spelling per place, so "St. Albans", "st-albans" and "Saint Albans" all find the same
 * entry. Used for both the CSV's towns and the caller's restaurant places.
 */
export function placeKey(name: string): string {
  return (
    name
      .normalize('NFKD')
      // Accents are dropped so "Ynys Môn" matches a visitor typing "ynys mon".
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // Dots and apostrophes carry no meaning in a place name: "St." = "St", "King's" = "Kings".
      .replace(/[.'’]/g, '')
      .replace(/[\s-]+/g, ' ')
      .trim()
      .replace(/\bsaint\b/g, 'st')
  );
}
