import { Link, useLocation, useParams } from 'react-router-dom';
import { useNotFound, usePageTitle } from '@riviere/remote-kit';
import { useMenu } from '../api/get-menu.api';
import { useRestaurant } from '../api/get-restaurant.api';
import { isNotFound } from '../api/is-not-found';
import { menuListPath } from '@riviere/restaurant-rules';
import { MENU_MESSAGES } from '../model/messages';
import { MenuView } from './menu-view';
import { ErrorState, LoadingState } from '@riviere/remote-kit';
import './menus.css';

/** /our-menu/{id}, /menu/{id}, /restaurants/{city}/menu/{id}, /restaurants/{city}/{slug}/menu/{id}. */
export function MenuPage() {
  const { id = '', city, slug } = useParams();
  const { pathname } = useLocation();
  const menu = useMenu(id);
  const restaurant = useRestaurant(city, slug);
  const menuMissing = menu.status === 'error' && isNotFound(menu.error);
  const restaurantMissing = restaurant.status === 'error' && isNotFound(restaurant.error);
  const place = restaurant.status === 'success' ? restaurant.data : null;

  usePageTitle(
    menuMissing ? 'Menu not found' : menu.status === 'success' ? (place ? `${menu.data.name} at ${place.title}` : menu.data.name) : null,
  );
  // An unknown restaurant is the shell's 404; an unknown menu is said here, in the spec's words —
  // and on the server the answer is a 404 too (in the browser the message stays; the shell's 404
  // would replace it).
  useNotFound(restaurantMissing || (menuMissing && typeof window === 'undefined'));
  if (restaurantMissing) return null;

  if (menu.status === 'success') return <MenuView menu={menu.data} restaurant={place} />;
  return (
    <div className="mm-page">
      <p className="mm-back">
        <Link to={menuListPath(pathname)} className="mm-back__link">
          <span aria-hidden="true">← </span>All menus
        </Link>
      </p>
      {menuMissing ? (
        <h1 className="mm-page__title">{MENU_MESSAGES.MENU_NOT_FOUND}</h1>
      ) : (
        <>
          <h1 className="rv-visually-hidden">Menu</h1>
          {menu.status === 'loading' ? (
            <LoadingState label={MENU_MESSAGES.LOADING_MENU} />
          ) : (
            <ErrorState message={MENU_MESSAGES.LOAD_MENU_FAILED} onRetry={menu.retry} />
          )}
        </>
      )}
    </div>
  );
}
