import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files live under the data folder, outside anything a web server serves, under a
 * generated name: the visitor's file name is kept only as data, never as a path.
 */
export function createFileStore(root: string) {
  return {
    async save(folder: 'resumes' | 'contact', bytes: Buffer, extension: string): Promise<string> {
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${crypto.randomUUID()}.${extension.replace(/[^a-z0-9]/g, '')}`;
      await fs.writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
      return `${folder}/${name}`;
    },
    /** Deletes a saved file; one already gone is not an error. */
    async remove(relative: string): Promise<void> {
      await fs.rm(path.join(root, relative), { force: true });
    },
    /**
     * Saves files, runs `work` with their paths, and deletes them again if `work` (or a later
     * save) fails: a refused request leaves nothing behind.
     */
    async keepIf<T>(folder: 'resumes' | 'contact', uploads: readonly { bytes: Buffer; extension: string }[], work: (paths: string[]) => Promise<T>): Promise<T> {
      const paths: string[] = [];
      try {
        for (const upload of uploads) paths.push(await this.save(folder, upload.bytes, upload.extension));
        return await work(paths);
      } catch (error) {
        await Promise.all(paths.map((saved) => this.remove(saved)));
        throw error;
      }
    },
    read(relative: string): Promise<Buffer> {
      return fs.readFile(path.join(root, relative));
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
