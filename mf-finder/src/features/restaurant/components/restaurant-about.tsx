import { useId } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import { SocialLinks } from './social-links';

/** About the restaurant: its story, amenities, awards and social icons. */
export function RestaurantAbout({ restaurant }: { restaurant: RestaurantLocation }) {
  const headingId = useId();
  const { about, amenities, awards, socialMediaItems, title } = restaurant;
  return (
    <section className="fd-about" aria-labelledby={headingId}>
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
    </section>
  );
}
