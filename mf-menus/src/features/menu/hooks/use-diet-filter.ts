import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { compareDietaryTags } from '../model/dietary-tags';
import { effectiveDiet, parseDiet, toggleTag, withDiet } from '../lib/diet-query';

export interface DietFilter {
  /** Tags the visitor has switched on (normalised names, display order). */
  selected: string[];
  /** Buttons to offer: the tags in the data, plus any switched on, so each can be switched off. */
  offered: string[];
  /** `?diet=…` for the selected tags ('' for none): links to other menu pages keep the filter. */
  linkSearch: string;
  /** This page's address with `tag` switched: the filter's links, which work without JavaScript. */
  hrefFor(tag: string): string;
  /** This page's address with no tag selected. */
  clearHref: string;
  toggle(tag: string): void;
  clear(): void;
}

/**
 * The dietary filter's state is the `diet` query parameter. Changing it replaces the current
 * history entry through the shell's navigate, so Back leaves the page rather than undoing clicks.
 */
export function useDietFilter(available: readonly string[]): DietFilter {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;

  const selected = useMemo(() => effectiveDiet(parseDiet(search), available), [search, available]);
  const offered = useMemo(() => [...new Set([...available, ...selected])].sort(compareDietaryTags), [available, selected]);

  const set = useCallback(
    (tags: string[]) => navigate({ pathname, search: withDiet(search, tags), hash }, { replace: true }),
    [navigate, pathname, search, hash],
  );
  const toggle = useCallback((tag: string) => set(toggleTag(selected, tag)), [set, selected]);
  const clear = useCallback(() => set([]), [set]);

  const linkSearch = useMemo(() => withDiet('', selected), [selected]);
  const hrefFor = useCallback((tag: string) => pathname + withDiet(search, toggleTag(selected, tag)), [pathname, search, selected]);
  const clearHref = pathname + withDiet(search, []);
  return { selected, offered, linkSearch, hrefFor, clearHref, toggle, clear };
}

