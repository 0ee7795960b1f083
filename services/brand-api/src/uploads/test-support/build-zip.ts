/**
 * Writes a small zip by hand, for fixtures: real DOCX files, non-Word zips and zip bombs.
 * Only what tests need: no zip64, no data descriptors, a fixed 1980-01-01 timestamp.
 */
import { crc32, deflateRawSync } from 'node:zlib';

const MiB = 1024 * 1024;

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  /** Deflate (8, the default) or store (0). */
  method?: 'deflate' | 'store';
  /**
   * Declared uncompressed size, written into both headers instead of the true one: fakes a
   * bomb without allocating it. The data itself is unchanged, so the archive then lies.
   */
  declaredSize?: number;
}

const DEFLATE = 8;
const STORE = 0;
const UTF8_NAMES = 0x0800;
const DOS_DATE_1980_01_01 = (1 << 5) | 1;

interface Prepared { name: Buffer; method: number; crc: number; size: number; body: Buffer; offset: number }

function prepare(entry: ZipEntryInput, offset: number): Prepared {
  const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
  const method = entry.method === 'store' ? STORE : DEFLATE;
  const size = entry.declaredSize ?? raw.length;
  if (size > 0xffffffff) throw new Error('buildZip writes no zip64: declaredSize must fit in 32 bits');
  const body = method === DEFLATE ? deflateRawSync(raw) : raw;
  return { name: Buffer.from(entry.name, 'utf8'), method, crc: crc32(raw), size, body, offset };
}

/** The fields local and central headers share, from "version needed" to the name length. */
function commonFields(e: Prepared): Buffer {
  const b = Buffer.alloc(26);
  b.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
  b.writeUInt16LE(UTF8_NAMES, 2);
  b.writeUInt16LE(e.method, 4);
  b.writeUInt16LE(0, 6); // time 00:00:00
  b.writeUInt16LE(DOS_DATE_1980_01_01, 8);
  b.writeUInt32LE(e.crc, 10);
  b.writeUInt32LE(e.body.length, 14);
  b.writeUInt32LE(e.size, 18);
  b.writeUInt16LE(e.name.length, 22);
  b.writeUInt16LE(0, 24); // extra field length
  return b;
}

function localHeader(e: Prepared): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50, 0);
  return Buffer.concat([signature, commonFields(e), e.name]);
}

function centralHeader(e: Prepared): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(20, 4); // version made by: 2.0, MS-DOS
  const tail = Buffer.alloc(14); // comment length, disk, internal + external attributes: all 0
  tail.writeUInt32LE(e.offset, 10);
  return Buffer.concat([head, commonFields(e), tail, e.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8); // entries on this disk
  b.writeUInt16LE(count, 10); // entries in total
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

export function buildZip(entries: readonly ZipEntryInput[]): Buffer {
  if (entries.length > 0xffff) throw new Error('buildZip writes no zip64: at most 65535 entries');
  const locals: Buffer[] = [];
  const prepared: Prepared[] = [];
  let offset = 0;
  for (const entry of entries) {
    const e = prepare(entry, offset);
    const local = Buffer.concat([localHeader(e), e.body]);
    locals.push(local);
    prepared.push(e);
    offset += local.length;
  }
  const central = Buffer.concat(prepared.map(centralHeader));
  return Buffer.concat([...locals, central, endOfCentralDirectory(entries.length, central.length, offset)]);
}

/** The smallest package Word opens: content types, package relationships, one paragraph. */
export function minimalDocxEntries(text = 'Curriculum vitae'): ZipEntryInput[] {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return [
    {
      name: '[Content_Types].xml',
      data: `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      data: `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
}

/** A minimal DOCX as bytes. */
export const buildDocx = (text?: string): Buffer => buildZip(minimalDocxEntries(text));

/**
 * The lying archive: a DOCX with ~100 KB of deflated zeros that inflate to 101 MiB, declared as
 * 50 times their compressed size, so every check of the central directory alone passes.
 */
export function lyingDocx(inflatesTo = 101 * MiB): Buffer {
  const zeros = Buffer.alloc(inflatesTo);
  const compressed = deflateRawSync(zeros).length;
  return buildZip([...minimalDocxEntries(), { name: 'word/media/zeros.bin', data: zeros, declaredSize: 50 * compressed }]);
}
