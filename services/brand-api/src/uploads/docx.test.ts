import { randomBytes } from 'node:crypto';
import { inspectDocx } from './docx';
import { buildDocx, buildZip, lyingDocx, minimalDocxEntries, type ZipEntryInput } from './test-support/build-zip';
import { minimalPdf } from './test-support/fixtures';

const MiB = 1024 * 1024;
const docxWith = (...extra: ZipEntryInput[]): Buffer => buildZip([...minimalDocxEntries(), ...extra]);

/** A DOCX whose first central-directory entry claims more compressed data than the file holds. */
function docxWithOverlongEntry(): Buffer {
  const bytes = Buffer.from(buildDocx());
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(10 * MiB, central + 20); // compressed size
  return bytes;
}

/** Entries that each stay under the ratio limit yet add up past 50 MiB. */
const manyModestEntries = (): ZipEntryInput[] =>
  Array.from({ length: 600 }, (_, i) => ({ name: `word/media/${i}.bin`, data: randomBytes(1000), declaredSize: 99_000 }));

describe('inspectDocx', () => {
  it.each([
    ['a minimal DOCX', buildDocx()],
    ['a DOCX with an image', docxWith({ name: 'word/media/image1.png', data: randomBytes(4096) })],
    ['part names in another case (OPC names are case-insensitive)', buildZip(minimalDocxEntries().map((e) => ({ ...e, name: e.name.toUpperCase() })))],
    ['stored (uncompressed) entries', buildZip(minimalDocxEntries().map((e) => ({ ...e, method: 'store' as const })))],
  ])('accepts %s', async (_name, bytes) => {
    expect(await inspectDocx(bytes)).toEqual({ ok: true });
  });

  it.each([
    ['a zip of a text file', buildZip([{ name: 'hello.txt', data: 'hello' }]), /\[Content_Types\]\.xml or word\/document\.xml/],
    ['a zip with content types but no Word document (e.g. a spreadsheet)', buildZip([minimalDocxEntries()[0]!, { name: 'xl/workbook.xml', data: '<workbook/>' }]), /word\/document\.xml/],
    ['a Word document without content types', buildZip(minimalDocxEntries().slice(1)), /\[Content_Types\]\.xml/],
    ['an empty zip', buildZip([]), /no/],
  ])('refuses %s as not-docx', async (_name, bytes, message) => {
    expect(await inspectDocx(bytes)).toEqual({ ok: false, reason: 'not-docx', message: expect.stringMatching(message) });
  });

  it.each([
    ['an entry declaring 200 MiB from 1 KB (crafted headers)', () => docxWith({ name: 'word/bomb.xml', data: Buffer.alloc(1024), declaredSize: 200 * MiB }), /expands more than 100 times/],
    ['60 MiB of zeros really deflated', () => docxWith({ name: 'word/zeros.bin', data: Buffer.alloc(60 * MiB) }), /expands more than 100 times/],
    ['an empty deflate stream (2 bytes) declaring 1,000 bytes', () => docxWith({ name: 'word/empty.xml', data: '', declaredSize: 1000 }), /expands/],
    ['600 modest entries adding up to 59 MB', () => docxWith(...manyModestEntries()), /unpacks to more than 52428800 bytes/],
    ['1,001 entries', () => docxWith(...Array.from({ length: 998 }, (_, i) => ({ name: `word/p${i}.xml`, data: '<p/>' }))), /1001 entries \(limit 1000\)/],
  ])('refuses %s as a zip bomb', async (_name, build, message) => {
    expect(await inspectDocx(build())).toEqual({ ok: false, reason: 'zip-bomb', message: expect.stringMatching(message) });
  });

  it.each([
    ['101 MiB declared as 50 times its ~100 KB', () => lyingDocx(), /inflates to more than the \d+ bytes it declares/],
    ['the Word document itself, declaring a third of its size', () => buildZip(minimalDocxEntries().map((e) => (e.name === 'word/document.xml' ? { ...e, declaredSize: Buffer.byteLength(e.data) / 3 | 0 } : e))), /inflates to more than/],
    ['one byte more than declared', () => docxWith({ name: 'word/a.xml', data: randomBytes(4097), declaredSize: 4096 }), /inflates to more than the 4096 bytes/],
  ])('refuses %s (sizes that lie), stopping at the declared size', async (_name, build, message) => {
    expect(await inspectDocx(build())).toEqual({ ok: false, reason: 'zip-bomb', message: expect.stringMatching(message) });
  });

  it('reports an entry that inflates to less than it declares as corrupt', async () => {
    const bytes = docxWith({ name: 'word/a.xml', data: randomBytes(4096), declaredSize: 5000 });
    expect(await inspectDocx(bytes)).toEqual({ ok: false, reason: 'corrupt', message: expect.stringMatching(/inflates to 4096 bytes but declares 5000/) });
  });

  it.each([
    ['a tighter total', { maxTotalUncompressed: 100 }],
    ['a tighter entry count', { maxEntries: 2 }],
    ['a tighter ratio', { maxRatio: 1 }],
  ])('honours %s', async (_name, limits) => {
    expect(await inspectDocx(buildDocx(), limits)).toMatchObject({ ok: false, reason: 'zip-bomb' });
  });

  it.each([
    ['a truncated DOCX', buildDocx().subarray(0, 200)],
    ['a DOCX missing its last byte', buildDocx().subarray(0, -1)],
    ['a central directory claiming more data than the file holds', docxWithOverlongEntry()],
    ['a zip signature followed by garbage', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(100)])],
    ['a PDF', minimalPdf()],
    ['no bytes', Buffer.alloc(0)],
    ['an entry escaping its folder (../)', buildZip([...minimalDocxEntries(), { name: '../evil.xml', data: 'x' }])],
    ['not a buffer at all', undefined as unknown as Buffer],
  ])('reports %s as corrupt, without throwing', async (_name, bytes) => {
    expect(await inspectDocx(bytes)).toEqual({ ok: false, reason: 'corrupt', message: expect.any(String) });
  });
});
