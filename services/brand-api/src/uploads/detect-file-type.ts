/**
 * What a file is, judged by its first bytes only. Names and declared content types come from
 * the client and prove nothing; magic numbers at least show the bytes are shaped like the
 * format (the format-specific checks, such as inspectDocx, go further).
 */
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'unknown';

/** Every part must match: WebP is "RIFF", a 4-byte length, then "WEBP". */
type Signature = { type: Exclude<SniffedType, 'unknown'>; parts: { offset: number; bytes: number[] }[] };

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

const SIGNATURES: Signature[] = [
  // Strictly at offset 0: readers tolerate junk before "%PDF-", but a CV has no reason to carry any.
  { type: 'pdf', parts: [{ offset: 0, bytes: ascii('%PDF-') }] },
  { type: 'png', parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: 'jpeg', parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'gif', parts: [{ offset: 0, bytes: ascii('GIF87a') }] },
  { type: 'gif', parts: [{ offset: 0, bytes: ascii('GIF89a') }] },
  { type: 'webp', parts: [{ offset: 0, bytes: ascii('RIFF') }, { offset: 8, bytes: ascii('WEBP') }] },
  // A local file header; an empty archive starts with its end-of-central-directory record.
  { type: 'zip', parts: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }] },
  { type: 'zip', parts: [{ offset: 0, bytes: [0x50, 0x4b, 0x05, 0x06] }] },
];

const matches = (bytes: Buffer, { offset, bytes: expected }: { offset: number; bytes: number[] }): boolean =>
  bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);

export function sniff(bytes: Buffer): SniffedType {
  return SIGNATURES.find((signature) => signature.parts.every((part) => matches(bytes, part)))?.type ?? 'unknown';
}
