/**
 * Is this zip a Word document, and is it safe to hand to something that will unpack it?
 * First from the central directory alone, so an honest zip bomb costs nothing to refuse; then,
 * since a directory can lie, by inflating every entry with a hard limit of the bytes it declares
 * (and never more than the total allowed): an entry that would grow past it is stopped there.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';

const inflateRawLimited = promisify(inflateRaw);
const DEFLATE = 8;

const MiB = 1024 * 1024;

export interface DocxLimits {
  /** Most entries; a real CV has a few dozen. */
  maxEntries: number;
  /** Most bytes all entries may declare once unpacked. */
  maxTotalUncompressed: number;
  /** Most any entry may grow when inflated (uncompressed / compressed). XML rarely passes 20. */
  maxRatio: number;
}

export const DEFAULT_DOCX_LIMITS: DocxLimits = { maxEntries: 1000, maxTotalUncompressed: 50 * MiB, maxRatio: 100 };

export type DocxVerdict =
  | { ok: true }
  | { ok: false; reason: 'not-docx' | 'zip-bomb' | 'corrupt'; message: string };

// The two parts every WordprocessingML package has (ECMA-376 part 2). OPC part names compare
// case-insensitively, hence the lower-casing.
const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
const LOCAL_HEADER_BYTES = 30;

const fail = (reason: 'not-docx' | 'zip-bomb' | 'corrupt', message: string): DocxVerdict => ({ ok: false, reason, message });

/** A single entry's problem, if any. Sizes are as declared in the central directory. */
function checkEntry(entry: Entry, fileSize: number, { maxRatio }: DocxLimits): DocxVerdict | undefined {
  // Declared data that cannot fit in the file means the directory is lying (or truncated).
  if (entry.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + entry.compressedSize > fileSize) {
    return fail('corrupt', 'an entry extends past the end of the archive');
  }
  // Multiplying avoids dividing by a zero compressed size, which a bomb may well declare.
  if (entry.uncompressedSize > maxRatio * entry.compressedSize) {
    return fail('zip-bomb', `an entry expands more than ${maxRatio} times`);
  }
  return undefined;
}

async function inspectEntries(zip: ZipFile, fileSize: number, limits: DocxLimits): Promise<DocxVerdict> {
  // The count comes from the end record, so a million-entry archive is refused unread.
  if (zip.entryCount > limits.maxEntries) {
    return fail('zip-bomb', `the archive has ${zip.entryCount} entries (limit ${limits.maxEntries})`);
  }
  const names = new Set<string>();
  const entries: Entry[] = [];
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    entries.push(entry);
    const problem = checkEntry(entry, fileSize, limits);
    if (problem) return problem;
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressed) {
      return fail('zip-bomb', `the archive unpacks to more than ${limits.maxTotalUncompressed} bytes`);
    }
    names.add(entry.fileName.toLowerCase());
  }
  const missing = REQUIRED_PARTS.filter((part) => !names.has(part.toLowerCase()));
  if (missing.length > 0) return fail('not-docx', `the archive has no ${missing.join(' or ')}`);
  for (const entry of entries) {
    const problem = await inflateWithin(zip, entry);
    if (problem) return problem;
  }
  return { ok: true };
}

async function compressedBytes(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry, { decompress: false });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Inflates one entry into at most the bytes it declares (which the directory checks already
 * held within the total): zlib stops at that limit, so a lying entry costs no more than an
 * honest one of its declared size.
 */
async function inflateWithin(zip: ZipFile, entry: Entry): Promise<DocxVerdict | undefined> {
  if (entry.compressionMethod !== DEFLATE) return undefined; // stored: its size is its compressed size, checked by yauzl
  const raw = await compressedBytes(zip, entry);
  const limit = entry.uncompressedSize;
  let inflated: Buffer;
  try {
    // One byte of headroom tells "exactly the declared size" from "more than declared".
    inflated = await inflateRawLimited(raw, { maxOutputLength: limit + 1 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      return fail('zip-bomb', `an entry inflates to more than the ${limit} bytes it declares`);
    }
    throw error;
  }
  if (inflated.length > limit) return fail('zip-bomb', `an entry inflates to more than the ${limit} bytes it declares`);
  if (inflated.length < limit) return fail('corrupt', `an entry inflates to ${inflated.length} bytes but declares ${limit}`);
  return undefined;
}

/** Never throws: anything yauzl cannot parse is 'corrupt'. */
export async function inspectDocx(bytes: Buffer, limits: Partial<DocxLimits> = {}): Promise<DocxVerdict> {
  const effective = { ...DEFAULT_DOCX_LIMITS, ...limits };
  let zip: ZipFile | undefined;
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true });
    return await inspectEntries(zip, bytes.length, effective);
  } catch (error) {
    return fail('corrupt', `the archive cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    zip?.close();
  }
}
