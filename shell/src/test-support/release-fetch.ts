/** A remote's manifest as the build writes it: the entry script beside it. */
export const REMOTE_MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

/** A fake answer to fetch with a JSON body. */
export const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });

/** A fetch that answers every `mf-manifest.json` with `manifest` and anything else (/release.json) with `release`. */
export function releaseFetch(release: unknown, manifest: unknown = REMOTE_MANIFEST, manifestStatus = 200): typeof fetch {
  return jest.fn(async (url: string) => (String(url).endsWith('mf-manifest.json') ? answer(manifest, manifestStatus) : answer(release))) as unknown as typeof fetch;
}
