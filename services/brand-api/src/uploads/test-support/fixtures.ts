/** Small but genuine files of each accepted kind, built in code so no binaries are checked in. */
import { crc32, deflateSync } from 'node:zlib';

/** A one-page PDF with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

/** A 1×1 red PNG. */
export function minimalPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const scanline = Buffer.from([0, 255, 0, 0]); // filter byte, then one red pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF89a. */
export const minimalGif = (): Buffer =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The start of a JFIF file: enough for byte sniffing, not for decoding. */
export const jpegHeader = (): Buffer =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/** A RIFF/WEBP container header with an empty lossless chunk: enough for byte sniffing. */
export const webpHeader = (): Buffer =>
  Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([12, 0, 0, 0]), Buffer.from('WEBPVP8L', 'latin1'), Buffer.alloc(4)]);

/** What a renamed Windows executable starts with. */
export const windowsExecutable = (): Buffer =>
  Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.', 'latin1')]);
