import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, jsonForScript } from '@riviere/server-kit';

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/**
 * What the site server reads from the remotes' manifests. Only remotes in our own store are read
 * (remote builds are immutable, so a manifest is read once); a remote on another origin is left
 * to the browser.
 */
export function createRemoteManifests(remotesStore: string) {
  const manifests = new Map<string, Manifest | null>();

  function readManifest(manifestUrl: string): Manifest | null {
    if (!manifestUrl.startsWith('/remotes/')) return null;
    const file = path.join(remotesStore, ...manifestUrl.slice('/remotes/'.length).split('/'));
    if (!file.startsWith(path.resolve(remotesStore) + path.sep)) return null;
    if (!manifests.has(file)) {
      try {
        manifests.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
      } catch {
        return null; // not deployed yet: nothing to say, and the next page tries again
      }
    }
    return manifests.get(file) ?? null;
  }

  const baseOf = (manifestUrl: string) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

  /**
   * The remote's entry script. Written into the page beside the release, so the browser loads
   * the remote straight from it, without first fetching the manifest.
   */
  function entryUrl(manifestUrl: string): string | null {
    const entry = readManifest(manifestUrl)?.metaData?.remoteEntry;
    return entry?.name ? baseOf(manifestUrl) + (entry.path ? `${entry.path}/` : '') + entry.name : null;
  }

  /**
   * Hints for the remote a page is going to mount. Its entry and the files of its `./mount`
   * module are preloaded once the page has painted, with the shell's scripts (a JSON list,
   * `data-after-paint`, that the shell's paint-first loader reads): fetched alongside the shell
   * instead of one after another, without taking the network from the page's HTML and CSS before
   * its first paint. Its stylesheets — the mount's and its routes' (each distinct file once) — are
   * linked outright: the remote's server-rendered HTML is styled from the first paint, with
   * JavaScript off too, and nothing moves when its scripts arrive (their CSS loader finds the
   * sheets already there). A remote we cannot read gets its manifest preloaded (the browser reads it first).
   */
  function preloadTags(manifestUrl: string): string {
    const link = (attrs: string) => `<link rel="preload" ${attrs}>`;
    const manifest = readManifest(manifestUrl);
    const entry = entryUrl(manifestUrl);
    if (!manifest || !entry) return link(`as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}"`);
    const base = baseOf(manifestUrl);
    const mount = manifest.exposes?.find((e) => e.path === './mount');
    const scripts = [entry, ...(mount?.assets?.js?.sync ?? []).map((js) => base + js)];
    const tags = [`<script type="application/json" data-after-paint>${jsonForScript(scripts)}</script>`];
    for (const css of distinctSheets([...(mount?.assets?.css?.sync ?? []), ...(mount?.assets?.css?.async ?? [])])) {
      tags.push(`<link rel="stylesheet" href="${escapeHtml(base + css)}">`);
    }
    return tags.join('');
  }

  return { entryUrl, preloadTags };
}

/** Chunks webpack split apart can carry one stylesheet under several names (`248.<hash>.css`, `555.<hash>.css`): one of each. */
function distinctSheets(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const content = /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
}
