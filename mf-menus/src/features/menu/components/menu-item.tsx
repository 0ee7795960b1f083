import type { MenuItem } from '@riviere/api-client';
import { formatPrice } from '../lib/format-price';
import { DietaryBadges } from './dietary-badges';

/** One dish: name and price on a line, then its description and dietary badges. */
export function MenuItemRow({ item }: { item: MenuItem }) {
  return (
    <li className="mm-item">
      <div className="mm-item__head">
        <span className="mm-item__name">{item.name}</span>
        <span className="mm-item__price">{formatPrice(item.price)}</span>
      </div>
      {item.description && <p className="mm-item__description">{item.description}</p>}
      <DietaryBadges tags={item.dietaryTags} />
    </li>
  );
}
