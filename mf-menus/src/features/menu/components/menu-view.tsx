import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Menu, RestaurantLocation } from '@riviere/api-client';
import { useDietFilter } from '../hooks/use-diet-filter';
import { availableTags, countItems, filterMenu } from '../lib/dietary-filter';
import { menuListLink } from '../lib/menu-link';
import { MENU_MESSAGES } from '../model/messages';
import { AllergenGuide } from './allergen-guide';
import { DietaryFilter } from './dietary-filter';
import { DietaryKey } from './dietary-key';
import { MenuJsonLd } from './menu-json-ld';
import { MenuSections } from './menu-sections';
import { EmptyState } from './page-states';
import { RestaurantLinks } from './restaurant-links';

interface Props {
  menu: Menu;
  /** Set on a restaurant's menu page. */
  restaurant: RestaurantLocation | null;
}

/** One menu: its dishes through the dietary filter, the key, the allergen guide and its JSON-LD. */
export function MenuView({ menu, restaurant }: Props) {
  const { pathname } = useLocation();
  const available = useMemo(() => availableTags([menu]), [menu]);
  const filter = useDietFilter(available);
  const shown = useMemo(() => filterMenu(menu, filter.selected), [menu, filter.selected]);
  const pageUrl = typeof window === 'undefined' ? undefined : new URL(pathname, window.location.origin).href;

  return (
    <article className="mm-page">
      <p className="mm-back">
        <Link to={menuListLink(pathname) + filter.linkSearch}>
          <span aria-hidden="true">← </span>All menus
        </Link>
      </p>
      <header className="mm-page__header">
        <h1 className="mm-page__title">{menu.name}</h1>
        {restaurant && <p className="mm-page__subtitle">At {restaurant.title}</p>}
        {menu.description && <p className="mm-page__intro">{menu.description}</p>}
        {restaurant && <RestaurantLinks restaurant={restaurant} />}
      </header>
      <div className="mm-toolbar">
        <DietaryFilter filter={filter} matchCount={shown ? countItems([shown]) : 0} />
        <DietaryKey tags={available} />
      </div>
      {shown ? (
        <MenuSections sections={shown.sections} level={2} />
      ) : (
        <EmptyState message={MENU_MESSAGES.NO_DISH_MATCHES}>
          <button type="button" className="mm-button" onClick={filter.clear}>
            {MENU_MESSAGES.CLEAR_FILTERS}
          </button>
        </EmptyState>
      )}
      <AllergenGuide menu={menu} />
      <MenuJsonLd menu={menu} pageUrl={pageUrl} />
    </article>
  );
}
