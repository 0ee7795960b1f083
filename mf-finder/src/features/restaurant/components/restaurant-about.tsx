import { useId } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import { ContentPicture } from '@riviere/remote-kit/picture';
import { SocialLinks } from './social-links';

/** Beside the story from 992 px (restaurant.css: 5 of 12 columns of the page), else the page's width. */
const ROOM_SIZES = '(min-width: 1200px) 460px, (min-width: 992px) 38vw, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * About the restaurant: its story, amenities, awards and social icons, beside its dining room
 * (the second hero picture; lazy, it is never in the first screen).
 */
export function RestaurantAbout({ restaurant }: { restaurant: RestaurantLocation }) {
  const headingId = useId();
  const { about, amenities, awards, socialMediaItems, title } = restaurant;
  const room = restaurant.heroTiles[1]?.picture;
  return (
    <section className={room ? 'fd-about fd-about--pictured' : 'fd-about'} aria-labelledby={headingId}>
      {room && <ContentPicture image={room} sizes={ROOM_SIZES} className="rk-picture--fill fd-about__picture" />}
      <div className="fd-about__story">
      <h2 id={headingId} className="fd-section-title">
        About {title}
      </h2>
      {about && <p className="fd-about__text">{about}</p>}
      {amenities.length > 0 && (
        <>
          <h3 className="fd-about__subtitle">Amenities</h3>
          <ul className="fd-tags">
            {amenities.map((amenity) => (
              <li key={amenity} className="fd-tags__item">
                {amenity}
              </li>
            ))}
          </ul>
        </>
      )}
      {awards.length > 0 && (
        <>
          <h3 className="fd-about__subtitle">Awards</h3>
          <ul className="fd-awards">
            {awards.map((award) => (
              <li key={award}>{award}</li>
            ))}
          </ul>
        </>
      )}
      <SocialLinks items={socialMediaItems} restaurant={title} />
      </div>
    </section>
  );
}
