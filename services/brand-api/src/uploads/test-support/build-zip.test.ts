import { inflateRawSync } from 'node:zlib';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { buildDocx, buildZip } from './build-zip';

async function readAll(zip: ZipFile): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  for await (const entry of zip.eachEntry() as AsyncIterable<Entry>) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    contents.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return contents;
}

describe('buildZip', () => {
  it.each([
    ['deflated', 'deflate' as const],
    ['stored', 'store' as const],
  ])('writes %s entries yauzl can read back, CRCs and all', async (_name, method) => {
    const zip = await fromBufferPromise(
      buildZip([
        { name: 'a.txt', data: 'hello', method },
        { name: 'dir/b.txt', data: 'x'.repeat(1000), method },
      ]),
      { lazyEntries: true },
    );
    expect(await readAll(zip)).toEqual(new Map([['a.txt', 'hello'], ['dir/b.txt', 'x'.repeat(1000)]]));
  });

  it('declares a size without writing it', async () => {
    const bytes = buildZip([{ name: 'big.bin', data: Buffer.alloc(1000), declaredSize: 200 * 1024 * 1024 }]);
    const zip = await fromBufferPromise(bytes, { lazyEntries: true });
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    expect(entries[0]?.uncompressedSize).toBe(200 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(2000);
  });

  it('builds a DOCX whose document holds the given text', async () => {
    const zip = await fromBufferPromise(buildDocx('Jane Doe'), { lazyEntries: true });
    const contents = await readAll(zip);
    expect([...contents.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(contents.get('word/document.xml')).toContain('<w:t>Jane Doe</w:t>');
  });

  it('deflates with raw deflate (no zlib header)', () => {
    const bytes = buildZip([{ name: 'a.txt', data: 'hello hello hello' }]);
    const nameLength = bytes.readUInt16LE(26);
    const body = bytes.subarray(30 + nameLength, 30 + nameLength + bytes.readUInt32LE(18));
    expect(inflateRawSync(body).toString()).toBe('hello hello hello');
  });
});
