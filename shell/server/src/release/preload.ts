import { createHash } from 'node:crypto';
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
  const store = path.resolve(remotesStore) + path.sep;
  /** A remote's stylesheets as the page carries them, by file: their text and CSP hash (null: linked instead). */
  const sheets = new Map<string, { text: string; hash: string } | null>();
  let hashesFor = { key: '', hashes: [] as readonly string[] };

  /** A file of our own store named by a URL under /remotes/; null for anything else. */
  function storeFile(url: string): string | null {
    if (!url.startsWith('/remotes/')) return null;
    const file = path.join(remotesStore, ...url.slice('/remotes/'.length).split('/'));
    return path.resolve(file).startsWith(store) ? file : null;
  }

  function readManifest(manifestUrl: string): Manifest | null {
    const file = storeFile(manifestUrl);
    if (!file) return null;
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

  /** The stylesheets a page that mounts the remote needs: its mount's and its routes' (each distinct file once). */
  function sheetsOf(manifest: Manifest): string[] {
    const mount = manifest.exposes?.find((e) => e.path === './mount');
    return distinctSheets([...(mount?.assets?.css?.sync ?? []), ...(mount?.assets?.css?.async ?? [])]);
  }

  /**
   * A sheet's text for a `<style>` in the page, read once (builds are immutable); null when it
   * cannot be read or could close its element early: the page then links it.
   */
  function readSheet(url: string): { text: string; hash: string } | null {
    const file = storeFile(url);
    if (!file) return null;
    if (!sheets.has(file)) {
      try {
        const text = fs.readFileSync(file, 'utf8');
        sheets.set(file, /<\/style/i.test(text) ? null : { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` });
      } catch {
        return null; // not there (yet): linked, and the next page tries again
      }
    }
    return sheets.get(file) ?? null;
  }

  /**
   * The CSP hashes of the sheets pages of this release carry in `<style>` (the `style-src` of
   * every page), the same array while the release is the same. Sheets of versions the release no
   * longer names are forgotten.
   */
  function styleHashes(manifestUrls: readonly string[]): readonly string[] {
    const key = manifestUrls.join(' ');
    if (key !== '' && key === hashesFor.key) return hashesFor.hashes;
    const live = new Map<string, { text: string; hash: string } | null>();
    const hashes: string[] = [];
    for (const manifestUrl of manifestUrls) {
      const manifest = readManifest(manifestUrl);
      for (const css of manifest ? sheetsOf(manifest) : []) {
        const sheet = readSheet(baseOf(manifestUrl) + css);
        live.set(storeFile(baseOf(manifestUrl) + css)!, sheet);
        if (sheet) hashes.push(sheet.hash);
      }
    }
    sheets.clear();
    for (const [file, sheet] of live) sheets.set(file, sheet);
    const distinct = [...new Set(hashes)];
    // Kept only once every sheet was read: one not there yet (a deploy under way) is tried again.
    const same = distinct.length === hashesFor.hashes.length && distinct.every((hash, i) => hash === hashesFor.hashes[i]);
    hashesFor = { key: [...live.values()].every(Boolean) ? key : '', hashes: same ? hashesFor.hashes : distinct };
    return hashesFor.hashes;
  }

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
   * its first paint. Its stylesheets — the mount's and its routes' (each distinct file once), a few
   * KB each — are in the page itself (`<style data-href>`, allowed by their hashes in the CSP,
   * `styleHashes`): the remote's server-rendered HTML is styled from the first paint, with
   * JavaScript off too, without a request (and a new connection) of its own before it, and
   * nothing moves when its scripts arrive (their CSS loader finds the sheets already there). A
   * sheet that cannot be read is linked. A remote we cannot read gets its manifest preloaded (the
   * browser reads it first).
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
    for (const css of sheetsOf(manifest)) {
      const sheet = readSheet(base + css);
      // `data-href` is how the remote's CSS loader knows the sheet is there (as it knows a link by its href).
      tags.push(sheet ? `<style data-href="${escapeHtml(css)}">${sheet.text}</style>` : `<link rel="stylesheet" href="${escapeHtml(base + css)}">`);
    }
    return tags.join('');
  }

  return { entryUrl, preloadTags, styleHashes };
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
