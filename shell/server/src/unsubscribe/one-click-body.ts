/**
 * A one-click unsubscribe body (RFC 8058 §3.1: "SHOULD be sent as multipart/form-data and MAY be
 * sent as application/x-www-form-urlencoded") as the form the brand API reads:
 * `List-Unsubscribe=One-Click`. Fields are kept as sent, so the API still refuses a wrong one.
 * Null when the body is neither kind of form.
 */
export function toUrlEncoded(contentType: string | undefined, body: string): string | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return body;
  if (type !== 'multipart/form-data') return null;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return null;
  const fields = new URLSearchParams();
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break; // the closing delimiter
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) continue;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name !== undefined) fields.append(name, part.slice(split + 4).replace(/\r\n$/, ''));
  }
  return fields.toString();
}
