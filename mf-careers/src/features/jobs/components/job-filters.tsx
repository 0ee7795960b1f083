import { useId } from 'react';
import type { JobCategory, JobType } from '@riviere/api-client';
import { DEFAULT_SEARCH, type JobSearch } from '../lib/search-query';
import { SEARCH_PATH } from '../../../shared/paths';
import { HiddenFields } from './hidden-fields';
import { CATEGORIES, DISTANCE_CHOICES, JOB_TYPES, TITLE_GROUPS } from '../model/job-options';
import { JOB_PAGE_MESSAGES } from '../model/messages';

interface Props {
  search: JobSearch;
  /** Is there a place to measure distances from? */
  hasPlace: boolean;
  onChange(change: Partial<JobSearch>): void;
}

/**
 * Job type, title group, role category and maximum distance (spec §4), applied as they change. It is
 * a GET form of the same query parameters, so without scripts "Show jobs" submits it.
 */
export function JobFilters({ search, hasPlace, onChange }: Props) {
  const groupId = useId();
  const categoryId = useId();
  const distanceId = useId();
  const distanceHintId = useId();

  const toggleType = (type: JobType, on: boolean) =>
    onChange({ types: JOB_TYPES.map((t) => t.value).filter((t) => (t === type ? on : search.types.includes(t))) });

  return (
    <form className="cr-filters" method="get" action={SEARCH_PATH} aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <HiddenFields search={{ ...DEFAULT_SEARCH, location: search.location, nearMe: search.nearMe }} />
      <fieldset className="cr-filters__types">
        <legend className="cr-label">Job type</legend>
        {JOB_TYPES.map((type) => (
          <label key={type.value} className="cr-check">
            <input className="cr-check__box" type="checkbox" name="type" value={type.slug} checked={search.types.includes(type.value)} onChange={(event) => toggleType(type.value, event.target.checked)} />
            {type.label}
          </label>
        ))}
      </fieldset>
      <div className="cr-field">
        <label htmlFor={groupId} className="cr-label">
          Title group
        </label>
        <select
          id={groupId}
          name="group"
          value={TITLE_GROUPS.find((group) => group.value === search.titleGroup)?.slug ?? ''}
          onChange={(event) => onChange({ titleGroup: TITLE_GROUPS.find((group) => group.slug === event.target.value)?.value ?? null })}
        >
          <option value="">All title groups</option>
          {TITLE_GROUPS.map((group) => (
            <option key={group.value} value={group.slug}>
              {group.label}
            </option>
          ))}
        </select>
      </div>
      <div className="cr-field">
        <label htmlFor={categoryId} className="cr-label">
          Role category
        </label>
        <select id={categoryId} name="category" value={search.category ?? ''} onChange={(event) => onChange({ category: (event.target.value || null) as JobCategory | null })}>
          <option value="">All role categories</option>
          {CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <div className="cr-field">
        <label htmlFor={distanceId} className="cr-label">
          Maximum distance
        </label>
        <select
          id={distanceId}
          name="within"
          value={search.within}
          aria-describedby={hasPlace ? undefined : distanceHintId}
          onChange={(event) => onChange({ within: Number(event.target.value) })}
        >
          {DISTANCE_CHOICES.map((miles) => (
            <option key={miles} value={miles}>
              Within {miles} miles
            </option>
          ))}
        </select>
        {!hasPlace && (
          <p id={distanceHintId} className="cr-hint">
            {JOB_PAGE_MESSAGES.DISTANCE_HINT}
          </p>
        )}
      </div>
      <noscript>
        <button type="submit" className="rv-button rv-button--primary">
          {JOB_PAGE_MESSAGES.SHOW_JOBS}
        </button>
      </noscript>
    </form>
  );
}
