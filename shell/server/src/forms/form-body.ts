/** The most fields a plain form of ours posts, and the longest value (the contact message's 5000 characters, with room). */
const MAX_FIELDS = 40;
const MAX_VALUE = 6000;

/**
 * A plain HTML form's fields (`application/x-www-form-urlencoded`, what a form without `enctype`
 * posts), each name's first value; null for any other body, or one no form of ours would send
 * (too many fields, a value far too long): the form is then shown again, nothing is sent.
 */
export function formFields(contentType: string | undefined, body: unknown): Record<string, string> | null {
  if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType ?? '') || typeof body !== 'string') return null;
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(body)) {
    count += 1;
    if (count > MAX_FIELDS || value.length > MAX_VALUE) return null;
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
