import { sniff } from './detect-file-type';
import { buildDocx, buildZip } from './test-support/build-zip';
import { jpegHeader, minimalGif, minimalPdf, minimalPng, webpHeader, windowsExecutable } from './test-support/fixtures';

const bytes = (...values: number[]): Buffer => Buffer.from(values);
const text = (value: string): Buffer => Buffer.from(value, 'latin1');

describe('sniff', () => {
  it.each([
    ['a PDF', minimalPdf(), 'pdf'],
    ['a bare PDF header', text('%PDF-'), 'pdf'],
    ['a PNG', minimalPng(), 'png'],
    ['a JPEG', jpegHeader(), 'jpeg'],
    ['a GIF89a', minimalGif(), 'gif'],
    ['a GIF87a', text('GIF87a\x01\x00\x01\x00'), 'gif'],
    ['a WebP', webpHeader(), 'webp'],
    ['a DOCX (just a zip to the sniffer)', buildDocx(), 'zip'],
    ['an empty zip', buildZip([]), 'zip'],
    ['a Windows executable', windowsExecutable(), 'unknown'],
    ['a RIFF that is not WebP (WAV)', Buffer.concat([text('RIFF'), bytes(0, 0, 0, 0), text('WAVEfmt ')]), 'unknown'],
    ['"%PDF" after leading junk', text(' %PDF-1.4'), 'unknown'],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47), 'unknown'],
    ['a truncated WebP header', text('RIFF\0\0\0\0WEB'), 'unknown'],
    ['"PK" alone', text('PK'), 'unknown'],
    ['HTML', text('<!doctype html><script>alert(1)</script>'), 'unknown'],
    ['SVG (scriptable, so never an "image" here)', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'unknown'],
    ['an old .doc (OLE2)', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'unknown'],
    ['nothing', Buffer.alloc(0), 'unknown'],
  ])('%s → %s', (_name, input, expected) => {
    expect(sniff(input)).toBe(expected);
  });
});
