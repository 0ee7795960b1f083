import { useId } from 'react';
import type { DietFilter } from '../hooks/use-diet-filter';
import { dietaryTagInfo } from '../model/dietary-tags';
import { dishesMatchMessage, MENU_MESSAGES } from '../model/messages';

interface Props {
  filter: DietFilter;
  /** Dishes shown with the current filter. */
  matchCount: number;
}

/** Toggle buttons for the dietary tags; the count of matching dishes is announced politely. */
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
              <button
                key={name}
                type="button"
                className="mm-toggle"
                aria-pressed={pressed}
                onClick={() => filter.toggle(name)}
              >
                <span className="mm-toggle__tick" aria-hidden="true">
                  {pressed ? '✓' : ''}
                </span>
                {tag.label} ({tag.abbr})
              </button>
            );
          })}
          {active && (
            <button type="button" className="mm-button mm-button--link" onClick={filter.clear}>
              {MENU_MESSAGES.CLEAR_FILTERS}
            </button>
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
