import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Menu, RestaurantLocation } from '@riviere/api-client';
import { useDietFilter } from '../hooks/use-diet-filter';
import { availableTags, countItems, filterMenu } from '../lib/dietary-filter';
import { menuJsonLd, menuListPath } from '@riviere/restaurant-rules';
import { usePageHead } from '../../../shared/page-head';
import { MENU_MESSAGES } from '../model/messages';
import { AllergenGuide } from './allergen-guide';
import { DietaryFilter } from './dietary-filter';
import { FilterLink } from './filter-link';
import { DietaryKey } from './dietary-key';
import { MenuSections } from './menu-sections';
import { EmptyState } from '@riviere/remote-kit';
import { RestaurantLinks } from './restaurant-links';
import { MenuPicture } from './menu-picture';

/** How wide the menu's picture is in its page's header: the page's width on a phone, 440 px from 768 px. */
export const MENU_HEADER_SIZES = '(min-width: 768px) 440px, calc(100vw - 32px)';

interface Props {
  menu: Menu;
  /** Set on a restaurant's menu page. */
  restaurant: RestaurantLocation | null;
}

/** One menu: its dishes through the dietary filter, the key and the allergen guide; its schema.org Menu goes to the head. */
export function MenuView({ menu, restaurant }: Props) {
  const { pathname } = useLocation();
  const available = useMemo(() => availableTags([menu]), [menu]);
  const filter = useDietFilter(available);
  const shown = useMemo(() => filterMenu(menu, filter.selected), [menu, filter.selected]);
  usePageHead(pathname, menuDescription(menu, restaurant), (pageUrl) => [menuJsonLd(menu, pageUrl)]);

  return (
    <article className="mm-page">
      <p className="mm-back">
        <Link to={menuListPath(pathname) + filter.linkSearch} className="mm-back__link">
          <span aria-hidden="true">← </span>All menus
        </Link>
      </p>
      <header className={menu.picture ? 'mm-page__header mm-page__header--pictured' : 'mm-page__header'}>
        {/* The page's largest paint: fetched first, never lazily. */}
        {menu.picture && <MenuPicture image={menu.picture} sizes={MENU_HEADER_SIZES} priority className="mm-page__picture" />}
        <div className="mm-page__heading">
          <h1 className="mm-page__title">{menu.name}</h1>
          {restaurant && <p className="mm-page__subtitle">At {restaurant.title}</p>}
          {menu.description && <p className="mm-page__intro">{menu.description}</p>}
          {restaurant && <RestaurantLinks restaurant={restaurant} />}
        </div>
      </header>
      <div className="mm-toolbar">
        <DietaryFilter filter={filter} matchCount={shown ? countItems([shown]) : 0} />
        <DietaryKey tags={available} />
      </div>
      {shown ? (
        <MenuSections sections={shown.sections} level={2} />
      ) : (
        <EmptyState message={MENU_MESSAGES.NO_DISH_MATCHES}>
          <FilterLink href={filter.clearHref} className="rv-button" onActivate={filter.clear}>
            {MENU_MESSAGES.CLEAR_FILTERS}
          </FilterLink>
        </EmptyState>
      )}
      <AllergenGuide menu={menu} />
    </article>
  );
}

function menuDescription(menu: Menu, restaurant: RestaurantLocation | null): string {
  const where = restaurant ? ` at ${restaurant.title}` : '';
  return `The ${menu.name} menu${where}: dishes, prices, dietary choices and the allergen guide.`;
}
