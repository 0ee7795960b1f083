/** The `code` of /referral?code=…, when it has the shape the brand API issues. */
export function referralCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim().toUpperCase() ?? '';
  return /^RF-[2-9A-HJKMNP-Z]{10}$/.test(code) ? code : null;
}
