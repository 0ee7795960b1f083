import { useId } from 'react';
import { DIETARY_TAGS, dietaryTagInfo } from '../model/dietary-tags';

/** The legend for the badges. Shows the tags the page's dishes carry (the brand's three when none). */
export function DietaryKey({ tags }: { tags: readonly string[] }) {
  const shown = tags.length > 0 ? tags.map(dietaryTagInfo) : DIETARY_TAGS;
  const titleId = useId();
  return (
    <section className="mm-key" aria-labelledby={titleId}>
      <h2 id={titleId} className="mm-key__title">
        Dietary key
      </h2>
      <dl className="mm-key__list">
        {shown.map((tag) => (
          <div key={tag.name} className="mm-key__entry">
            <dt className={`mm-badge mm-badge--${tag.name}`}>
              <abbr className="mm-badge__abbr" title={tag.label}>{tag.abbr}</abbr>
            </dt>
            <dd>{tag.label}</dd>
          </div>
        ))}
      </dl>
      <p className="mm-key__note">
        Please tell your server about any allergy or intolerance before you order: dishes are prepared in kitchens
        where allergens are present.
      </p>
    </section>
  );
}
