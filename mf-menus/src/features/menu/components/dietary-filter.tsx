import { useId } from 'react';
import type { DietFilter } from '../hooks/use-diet-filter';
import { dietaryTagInfo } from '../model/dietary-tags';
import { dishesMatchMessage, MENU_MESSAGES } from '../model/messages';
import { FilterLink } from './filter-link';

interface Props {
  filter: DietFilter;
  /** Dishes shown with the current filter. */
  matchCount: number;
}

/**
 * Toggles for the dietary tags (links to the filtered page, so they work without JavaScript); the
 * count of matching dishes is announced politely.
 */
export function DietaryFilter({ filter, matchCount }: Props) {
  const labelId = useId();
  const hintId = useId();
  if (filter.offered.length === 0) return null;
  const active = filter.selected.length > 0;
  return (
    <div className="mm-filter">
      <div className="mm-filter__group" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
        <p id={labelId} className="mm-filter__label">
          Show only dishes that are
        </p>
        <div className="mm-filter__buttons">
          {filter.offered.map((name) => {
            const tag = dietaryTagInfo(name);
            const pressed = filter.selected.includes(name);
            return (
              <FilterLink key={name} href={filter.hrefFor(name)} className="mm-toggle" pressed={pressed} onActivate={() => filter.toggle(name)}>
                <span className="mm-toggle__tick" aria-hidden="true">
                  {pressed ? '✓' : ''}
                </span>
                {tag.label} ({tag.abbr})
              </FilterLink>
            );
          })}
          {active && (
            <FilterLink href={filter.clearHref} className="rv-button rv-button--link" onActivate={filter.clear}>
              {MENU_MESSAGES.CLEAR_FILTERS}
            </FilterLink>
          )}
        </div>
        <p id={hintId} className="mm-filter__hint">
          Choose more than one to see dishes that are all of them.
        </p>
      </div>
      <p className="mm-filter__count" role="status">
        {active ? dishesMatchMessage(matchCount) : ''}
      </p>
    </div>
  );
}
