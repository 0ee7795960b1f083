/**
 * Forms that post without JavaScript (contact, group enquiry): what the site server hands a
 * remote's server render of a form, and how. The form posts natively to its own page; the site
 * server checks its signed token, sends it to the brand API, and when it cannot be taken renders
 * the page again with what was typed and why. All of it rides in the render's `location.search`
 * under names no public URL uses (`form-token`, `form-problem`, `form.<field>`): the site server
 * builds that query for its own render only and never reads it from a visitor's URL.
 */

/**
 * Why the form is shown again: its token was out of date or not ours; what was typed was refused;
 * the spam check (reCAPTCHA, when it is on) needs the page's script; sending failed.
 */
export type FormProblem = 'expired' | 'refused' | 'unverified' | 'failed';

const PROBLEMS: readonly FormProblem[] = ['expired', 'refused', 'unverified', 'failed'];

/** The hidden field the token goes in. */
export const FORM_TOKEN_FIELD = 'form-token';

export interface FormRender {
  /** The signed token for the hidden field. */
  token: string;
  problem?: FormProblem;
  /** What the guest typed, field by field, to show again. */
  posted?: Readonly<Record<string, string>>;
}

const POSTED = 'form.';

/** The render's query for a form: `?form-token=…&form-problem=…&form.<field>=…`. */
export function formSearch({ token, problem, posted = {} }: FormRender): string {
  const query = new URLSearchParams({ [FORM_TOKEN_FIELD]: token });
  if (problem) query.set('form-problem', problem);
  for (const [name, value] of Object.entries(posted)) query.set(POSTED + name, value);
  return `?${query.toString()}`;
}

/** The form the site server rendered this page for; null for a page without one (the browser's own render). */
export function readFormSearch(search: string): FormRender | null {
  const query = new URLSearchParams(search);
  const token = query.get(FORM_TOKEN_FIELD);
  if (!token) return null;
  const problem = query.get('form-problem') as FormProblem | null;
  const posted: Record<string, string> = {};
  for (const [name, value] of query) if (name.startsWith(POSTED) && name.length > POSTED.length) posted[name.slice(POSTED.length)] = value;
  return {
    token,
    ...(problem && PROBLEMS.includes(problem) ? { problem } : {}),
    ...(Object.keys(posted).length > 0 ? { posted } : {}),
  };
}
