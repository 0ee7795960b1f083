import type { MenuItem } from '@riviere/api-client';
import { compareDietaryTags, dietaryTagInfo, normaliseTagName } from '../model/dietary-tags';

/** A dish's dietary badges: 'VG' with its meaning as a tooltip and, for screen readers, in words. */
export function DietaryBadges({ tags }: { tags: MenuItem['dietaryTags'] }) {
  const names = [...new Set(tags.map((tag) => normaliseTagName(tag.name)))].filter(Boolean).sort(compareDietaryTags);
  if (names.length === 0) return null;
  return (
    <ul className="mm-badges" aria-label="Dietary">
      {names.map((name) => {
        const info = dietaryTagInfo(name);
        return (
          <li key={name} className={`mm-badge mm-badge--${name}`}>
            <abbr className="mm-badge__abbr" title={info.label} aria-hidden="true">
              {info.abbr}
            </abbr>
            <span className="rv-visually-hidden">{info.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
