import { withSearch, type JobSearch } from '../lib/search-query';

/**
 * The parts of the search a GET form does not show, as hidden fields: submitted without scripts,
 * the form keeps the rest of the search (the place search keeps the filters, and the other way).
 */
export function HiddenFields({ search }: { search: JobSearch }) {
  const params = [...new URLSearchParams(withSearch('', search))];
  return (
    <>
      {params.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
