// The purge adapter: tells the shared cache in front of the site to drop what a change touched,
// by surrogate key. Configured by the environment, off by default:
//   CDN_PURGE_URL     where purges go: the Varnish in front of the site (http://127.0.0.1:8080/),
//                     Fastly's https://api.fastly.com/service/<service id>/purge, or Cloudflare's
//                     https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache
//   CDN_PURGE_SECRET  the shared secret: Varnish's X-Purge-Secret, Fastly's API token, Cloudflare's API token
//   CDN_PURGE_KIND    varnish | fastly | cloudflare (default: from the URL's host)
// No dependencies: the release tool, the brand API and tests share it.

/** Keys per request: Fastly takes up to 256 surrogate keys in one purge, Cloudflare up to 30 tags. */
const BATCH = { varnish: 256, fastly: 256, cloudflare: 30 };

function kindOf(url, kind) {
  if (kind) {
    if (!(kind in BATCH)) throw new Error(`CDN_PURGE_KIND must be varnish, fastly or cloudflare, got "${kind}"`);
    return kind;
  }
  const host = new URL(url).hostname;
  if (host === 'api.fastly.com') return 'fastly';
  if (host === 'api.cloudflare.com') return 'cloudflare';
  return 'varnish';
}

/** Where purges go, from the environment; null when purging is off (no CDN_PURGE_URL). */
export function purgeTarget(env) {
  const url = env.CDN_PURGE_URL?.trim();
  if (!url) return null;
  return { kind: kindOf(url, env.CDN_PURGE_KIND?.trim() || undefined), url, secret: env.CDN_PURGE_SECRET ?? '' };
}

function batches(keys, size) {
  const unique = [...new Set(keys)];
  const out = [];
  for (let i = 0; i < unique.length; i += size) out.push(unique.slice(i, i + size));
  return out;
}

/**
 * The HTTP requests that purge `keys` (soft: marked stale, served while revalidating, where the
 * cache supports it), as `{ method, url, headers, body? }`.
 * - Varnish (deploy/varnish/default.vcl, vmod_xkey): `PURGE` with `xkey-softpurge` (or `xkey-purge`).
 * - Fastly: `POST /service/{id}/purge` with `Surrogate-Key` (space-separated), `Fastly-Key`, `Fastly-Soft-Purge: 1`.
 * - Cloudflare: `POST /zones/{id}/purge_cache` with `{ "tags": [...] }` and a bearer token (no soft purge).
 */
export function purgeRequests(target, keys, { soft = true } = {}) {
  return batches(keys, BATCH[target.kind]).map((group) => {
    switch (target.kind) {
      case 'fastly':
        return {
          method: 'POST',
          url: target.url,
          headers: { 'fastly-key': target.secret, 'surrogate-key': group.join(' '), accept: 'application/json', ...(soft ? { 'fastly-soft-purge': '1' } : {}) },
        };
      case 'cloudflare':
        return {
          method: 'POST',
          url: target.url,
          headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: group }),
        };
      default:
        return {
          method: 'PURGE',
          url: target.url,
          headers: { [soft ? 'xkey-softpurge' : 'xkey-purge']: group.join(' '), 'x-purge-secret': target.secret },
        };
    }
  });
}

/**
 * Purges `keys`; resolves to what each request answered. A purge that fails is reported, not
 * thrown: the change itself has happened, and the cache's own time limits still apply.
 */
export async function purgeKeys(target, keys, { soft = true, fetch = globalThis.fetch } = {}) {
  if (!target || keys.length === 0) return [];
  const results = [];
  for (const request of purgeRequests(target, keys, { soft })) {
    try {
      const response = await fetch(request.url, { method: request.method, headers: request.headers, ...(request.body ? { body: request.body } : {}), signal: AbortSignal.timeout(5000) });
      results.push({ ok: response.ok, status: response.status });
    } catch (error) {
      results.push({ ok: false, status: 0, error: error.message });
    }
  }
  return results;
}

/**
 * The keys a release change purges: the pages rendering the version that leaves, and
 * /release.json; everything when the version that leaves is not known (a remote new to the
 * release, or one served from elsewhere).
 */
export function releaseChangeKeys(remote, from) {
  return from ? [`${remote}@${from}`, 'release'] : ['all'];
}
