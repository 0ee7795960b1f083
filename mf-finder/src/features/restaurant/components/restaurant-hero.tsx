import type { ReactNode } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import { ContentPicture } from '@riviere/remote-kit/picture';
import { addressText, telUrl } from '@riviere/restaurant-rules';
import { OpeningStatusText } from '../../../shared/opening-hours/opening-status';
import '@riviere/remote-kit/content-picture.css';

/**
 * How wide the front picture is shown (restaurant.css): the whole screen on a phone, the page's
 * width (1200 px less 24 px each side) from 768 px.
 */
export const HERO_SIZES = '(min-width: 1200px) 1152px, (min-width: 768px) calc(100vw - 48px), 100vw';

interface Props {
  restaurant: RestaurantLocation;
  now: number;
  /** The page's heading: the restaurant's name, or 'About …' on its about page. */
  title: string;
  /** Links under the status line (About us, or Back to the restaurant). */
  children?: ReactNode;
}

/**
 * The top of a restaurant page: its front on its street (the page's largest paint, fetched
 * first, in a box whose shape the stylesheet fixes so nothing moves when it arrives), then who
 * and where it is and whether it is open now.
 */
export function RestaurantHero({ restaurant, now, title, children }: Props) {
  const front = restaurant.heroTiles[0]?.picture;
  return (
    <header className={front ? 'fd-hero fd-hero--pictured' : 'fd-hero'}>
      {front && <ContentPicture image={front} sizes={HERO_SIZES} priority className="rk-picture--fill fd-hero__picture" />}
      <div className="fd-hero__card">
        <p className="fd-hero__eyebrow">{restaurant.addressCity}</p>
        <h1 className="fd-hero__title">{title}</h1>
        <p className="fd-hero__address">{addressText(restaurant)}</p>
        <div className="fd-hero__status">
          <OpeningStatusText hours={restaurant} now={now} />
          {restaurant.clickCollect && <OpeningStatusText hours={restaurant} now={now} service="click-collect" prefix="Click & collect" />}
        </div>
        <div className="fd-hero__links">
          {restaurant.phoneNumber && (
            <a className="fd-hero__link" href={telUrl(restaurant.phoneNumber)}>
              <span className="rv-visually-hidden">Call </span>
              {restaurant.phoneNumber}
            </a>
          )}
          {children}
        </div>
      </div>
    </header>
  );
}
