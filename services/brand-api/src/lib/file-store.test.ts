import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileStore } from './file-store';

describe('file store keepIf', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const kept = () => (fs.existsSync(path.join(root, 'contact')) ? fs.readdirSync(path.join(root, 'contact')) : []);
  const uploads = [{ bytes: Buffer.from('one'), extension: '.pdf' }, { bytes: Buffer.from('two'), extension: '.png' }];

  it('keeps the files when the work succeeds, and hands it their paths', async () => {
    const paths = await createFileStore(root).keepIf('contact', uploads, async (saved) => saved);
    expect(paths).toEqual([expect.stringMatching(/^contact\/[0-9a-f-]+\.pdf$/), expect.stringMatching(/^contact\/[0-9a-f-]+\.png$/)]);
    expect(kept()).toHaveLength(2);
  });

  it.each([
    ['the work throws', async () => { throw new Error('refused'); }],
    ['the work rejects after a delay', () => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('refused')), 5))],
  ])('deletes every file when %s, and passes the error on', async (_name, work) => {
    await expect(createFileStore(root).keepIf('contact', uploads, work)).rejects.toThrow('refused');
    expect(kept()).toEqual([]);
  });
});
