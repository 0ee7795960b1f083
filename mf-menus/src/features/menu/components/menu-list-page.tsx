import { useId, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Menu } from '@riviere/api-client';
import { useNotFound, usePageTitle } from '@riviere/remote-kit';
import { usePageHead } from '../../../shared/page-head';
import { useMenus } from '../api/get-menus.api';
import { useRestaurant } from '../api/get-restaurant.api';
import { isNotFound } from '../api/is-not-found';
import { useDietFilter } from '../hooks/use-diet-filter';
import { availableTags, countItems, filterMenus } from '../lib/dietary-filter';
import { menuPath } from '@riviere/restaurant-rules';
import { MENU_MESSAGES } from '../model/messages';
import { DietaryFilter } from './dietary-filter';
import { FilterLink } from './filter-link';
import { DietaryKey } from './dietary-key';
import { MenuSections } from './menu-sections';
import { EmptyState, ErrorState, LoadingState } from '@riviere/remote-kit';
import { RestaurantLinks } from './restaurant-links';
import { MenuPicture } from './menu-picture';
import './menus.css';

/** /our-menu, /menu, /restaurants/{city}/menu and /restaurants/{city}/{slug}/menu: every menu. */
export function MenuListPage() {
  const { city, slug } = useParams();
  const { pathname } = useLocation();
  const menus = useMenus();
  const restaurant = useRestaurant(city, slug);
  const restaurantMissing = restaurant.status === 'error' && isNotFound(restaurant.error);
  const place = restaurant.status === 'success' ? restaurant.data : null;
  const title = place ? `Menus at ${place.title}` : 'Our menus';
  usePageTitle(restaurant.status === 'loading' ? null : title);
  useNotFound(restaurantMissing);
  usePageHead(pathname, `${title}: every dish with its price, dietary choices to filter by and each menu's allergen guide.`);

  // An unknown restaurant is the shell's 404; any other restaurant failure only loses the name.
  if (restaurantMissing) return null;
  return (
    <div className="mm-page">
      <header className="mm-page__header">
        <h1 className="mm-page__title">{title}</h1>
        {place && <RestaurantLinks restaurant={place} />}
      </header>
      {menus.status === 'loading' || restaurant.status === 'loading' ? (
        <LoadingState label={MENU_MESSAGES.LOADING_MENUS} />
      ) : menus.status === 'error' ? (
        <ErrorState message={MENU_MESSAGES.LOAD_MENUS_FAILED} onRetry={menus.retry} />
      ) : menus.data.length === 0 ? (
        <EmptyState message={MENU_MESSAGES.NO_MENUS} />
      ) : (
        <MenuList menus={menus.data} />
      )}
    </div>
  );
}

function MenuList({ menus }: { menus: Menu[] }) {
  const { pathname } = useLocation();
  const available = useMemo(() => availableTags(menus), [menus]);
  const filter = useDietFilter(available);
  const visible = useMemo(() => filterMenus(menus, filter.selected), [menus, filter.selected]);

  return (
    <>
      <div className="mm-toolbar">
        <DietaryFilter filter={filter} matchCount={countItems(visible)} />
        <DietaryKey tags={available} />
      </div>
      {visible.length === 0 ? (
        <EmptyState message={MENU_MESSAGES.NO_MENU_MATCHES}>
          <FilterLink href={filter.clearHref} className="rv-button" onActivate={filter.clear}>
            {MENU_MESSAGES.CLEAR_FILTERS}
          </FilterLink>
        </EmptyState>
      ) : (
        visible.map((menu) => <MenuSummary key={menu.id} menu={menu} href={menuPath(pathname, menu.id) + filter.linkSearch} />)
      )}
    </>
  );
}

/** How wide a menu's picture is on the list: the page's width on a phone, a 320 px column from 768 px. */
export const MENU_CARD_SIZES = '(min-width: 768px) 320px, calc(100vw - 32px)';

/** One menu on the list: its (filtered) dishes and the way to its own page. */
function MenuSummary({ menu, href }: { menu: Menu; href: string }) {
  const titleId = useId();
  return (
    <article className="mm-menu" aria-labelledby={titleId}>
      <header className={menu.picture ? 'mm-menu__header mm-menu__header--pictured' : 'mm-menu__header'}>
        {menu.picture && <MenuPicture image={menu.picture} sizes={MENU_CARD_SIZES} className="mm-menu__picture" />}
        <div className="mm-menu__intro">
          <h2 id={titleId} className="mm-menu__title">
            <Link to={href} className="mm-menu__link">{menu.name}</Link>
          </h2>
          {menu.description && <p className="mm-menu__description">{menu.description}</p>}
        </div>
      </header>
      <MenuSections sections={menu.sections} level={3} />
      <p className="mm-menu__more">
        <Link to={href}>
          {menu.name}: full menu and allergen guide<span aria-hidden="true"> →</span>
        </Link>
      </p>
    </article>
  );
}
