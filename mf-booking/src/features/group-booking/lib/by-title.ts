import type { RestaurantLocation } from '@riviere/api-client';
import { compareText } from '@riviere/remote-kit/text';

/** The restaurants by name, as the group form lists them. */
export const byTitle = (list: readonly RestaurantLocation[]): RestaurantLocation[] => [...list].sort((a, b) => compareText(a.title, b.title));
