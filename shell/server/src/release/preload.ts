import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/html';

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/**
 * `<link rel="preload">` hints for the remote a page is going to mount: its manifest, entry and
 * the files of its `./mount` module. The browser then fetches them alongside the shell instead
 * of one after another. Only remotes in our own store are read (remote builds are immutable, so
 * a manifest is read once); a remote on another origin gets its manifest preloaded only.
 */
export function createRemotePreloads(remotesStore: string) {
  const manifests = new Map<string, Manifest | null>();

  function readManifest(manifestUrl: string): Manifest | null {
    if (!manifestUrl.startsWith('/remotes/')) return null;
    const file = path.join(remotesStore, ...manifestUrl.slice('/remotes/'.length).split('/'));
    if (!file.startsWith(path.resolve(remotesStore) + path.sep)) return null;
    if (!manifests.has(file)) {
      try {
        manifests.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
      } catch {
        return null; // not deployed yet: nothing to hint, and the next page tries again
      }
    }
    return manifests.get(file) ?? null;
  }

  return function preloadTags(manifestUrl: string): string {
    const link = (attrs: string) => `<link rel="preload" ${attrs}>`;
    const tags = [link(`as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}"`)];
    const manifest = readManifest(manifestUrl);
    if (manifest) {
      const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) tags.push(link(`as="script" href="${escapeHtml(base + (entry.path ? `${entry.path}/` : '') + entry.name)}"`));
      const mount = manifest.exposes?.find((e) => e.path === './mount');
      for (const js of mount?.assets?.js?.sync ?? []) tags.push(link(`as="script" href="${escapeHtml(base + js)}"`));
      for (const css of mount?.assets?.css?.sync ?? []) tags.push(link(`as="style" href="${escapeHtml(base + css)}"`));
    }
    return tags.join('');
  };
}
