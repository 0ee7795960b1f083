import { decodeBase64Strict, describeAllowed, formatSize, validateUpload, type UploadPolicy } from './validate-upload';
import { buildDocx, buildZip, minimalDocxEntries } from './test-support/build-zip';
import { jpegHeader, minimalGif, minimalPdf, minimalPng, webpHeader, windowsExecutable } from './test-support/fixtures';

const MiB = 1024 * 1024;
const CV: UploadPolicy = { allowed: ['pdf', 'docx'], maxBytes: 5 * MiB, field: 'resume' };
const CONTACT: UploadPolicy = { allowed: ['pdf', 'png', 'jpeg', 'gif', 'webp'], maxBytes: 5 * MiB, field: 'attachment' };

const upload = (name: string, bytes: Buffer, contentType = 'application/octet-stream') => ({
  name,
  contentType,
  content: bytes.toString('base64'),
});
const raw = (name: string, content: string) => ({ name, contentType: 'application/pdf', content });

const PDF = minimalPdf();
const DOCX = buildDocx();
const NOT_DOCX = buildZip([{ name: 'hello.txt', data: 'hello' }]);
const BOMB = buildZip([...minimalDocxEntries(), { name: 'word/bomb.xml', data: Buffer.alloc(1024), declaredSize: 200 * MiB }]);
// A PDF whose base64 ends in "=", whatever the fixture's length happens to be.
const PADDED_PDF_BASE64 = [0, 1, 2]
  .map((extra) => Buffer.concat([PDF, Buffer.alloc(extra, '\n')]).toString('base64'))
  .find((text) => text.endsWith('=')) as string;
const LARGE_PDF = Buffer.concat([PDF, Buffer.alloc(5 * MiB)]);
const CV_KINDS = 'resume must be a PDF or Word (.docx) document';
const CONTACT_KINDS = 'attachment must be a PDF, PNG, JPEG, GIF or WebP file';

describe('validateUpload accepts', () => {
  it.each([
    ['a PDF CV', upload('cv.pdf', PDF), CV, 'pdf', '.pdf', 'application/pdf'],
    ['a PDF CV with an upper-case name', upload('My CV.PDF', PDF), CV, 'pdf', '.pdf', 'application/pdf'],
    ['a PDF CV whatever contentType the client claims', upload('cv.pdf', PDF, 'image/png'), CV, 'pdf', '.pdf', 'application/pdf'],
    ['a DOCX CV', upload('cv.docx', DOCX), CV, 'docx', '.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a file of exactly maxBytes', upload('cv.pdf', PDF), { ...CV, maxBytes: PDF.length }, 'pdf', '.pdf', 'application/pdf'],
    ['a PNG attachment', upload('photo.png', minimalPng()), CONTACT, 'png', '.png', 'image/png'],
    ['a .jpg attachment', upload('photo.jpg', jpegHeader()), CONTACT, 'jpeg', '.jpg', 'image/jpeg'],
    ['a .jpeg attachment (canonical .jpg back)', upload('photo.jpeg', jpegHeader()), CONTACT, 'jpeg', '.jpg', 'image/jpeg'],
    ['a GIF attachment', upload('photo.gif', minimalGif()), CONTACT, 'gif', '.gif', 'image/gif'],
    ['a WebP attachment', upload('photo.webp', webpHeader()), CONTACT, 'webp', '.webp', 'image/webp'],
    ['a PDF attachment', upload('menu.pdf', PDF), CONTACT, 'pdf', '.pdf', 'application/pdf'],
  ])('%s', async (_name, file, policy, kind, extension, contentType) => {
    const result = await validateUpload(file, policy);
    expect(result).toEqual({ ok: true, kind, extension, contentType, bytes: expect.any(Buffer) });
    expect(result.ok && result.bytes.equals(Buffer.from(file.content, 'base64'))).toBe(true);
  });
});

describe('validateUpload refuses', () => {
  it.each([
    // Wrong kind, by name or by bytes.
    ['a renamed executable', upload('cv.pdf', windowsExecutable()), CV, CV_KINDS],
    ['an executable by name', upload('cv.exe', windowsExecutable()), CV, CV_KINDS],
    ['a name without an extension', upload('cv', PDF), CV, CV_KINDS],
    ['a name ending in a dot', upload('cv.', PDF), CV, CV_KINDS],
    ['a double extension hiding an executable', upload('cv.pdf.exe', PDF), CV, CV_KINDS],
    ['a PNG as a CV', upload('cv.png', minimalPng()), CV, CV_KINDS],
    ['PNG bytes named .pdf for a CV', upload('cv.pdf', minimalPng()), CV, CV_KINDS],
    ['a DOCX as a contact attachment', upload('letter.docx', DOCX), CONTACT, CONTACT_KINDS],
    ['a DOCX named .pdf as a contact attachment', upload('letter.pdf', DOCX), CONTACT, CONTACT_KINDS],
    ['an old .doc', upload('cv.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), CV, CV_KINDS],
    ['a zip that is not Word', upload('cv.docx', NOT_DOCX), CV, 'resume is not a Word (.docx) document'],
    ['a zip bomb', upload('cv.docx', BOMB), CV, 'resume is a Word document that unpacks to too much data'],
    ['a truncated DOCX', upload('cv.docx', DOCX.subarray(0, DOCX.length - 10)), CV, 'resume is a damaged Word (.docx) document'],
    // Bytes and name disagree, both allowed.
    ['PDF bytes named .docx', upload('cv.docx', PDF), CV, 'resume is named .docx but is not a Word (.docx) document'],
    ['DOCX bytes named .pdf', upload('cv.pdf', DOCX), CV, 'resume is named .pdf but is not a PDF document'],
    ['JPEG bytes named .png', upload('photo.png', jpegHeader()), CONTACT, 'attachment is named .png but is not a PNG image'],
    ['PDF bytes named .JPEG', upload('photo.JPEG', PDF), CONTACT, 'attachment is named .jpeg but is not a JPEG image'],
    // Encoding and size.
    ['empty content', raw('cv.pdf', ''), CV, 'resume is empty'],
    ['text that is not base64', raw('cv.pdf', 'this is not base64!'), CV, 'resume is not valid base64'],
    ['base64 missing its padding', raw('cv.pdf', PADDED_PDF_BASE64.replace(/=+$/, '')), CV, 'resume is not valid base64'],
    ['base64 with line breaks', raw('cv.pdf', PDF.toString('base64').replace(/(.{76})/g, '$1\n')), CV, 'resume is not valid base64'],
    ['a data: URL', raw('cv.pdf', `data:application/pdf;base64,${PDF.toString('base64')}`), CV, 'resume is not valid base64'],
    ['base64url', raw('cv.pdf', Buffer.from([0xfb, 0xff, 0xbf]).toString('base64url')), CV, 'resume is not valid base64'],
    ['padding alone', raw('cv.pdf', '===='), CV, 'resume is not valid base64'],
    ['a 6 MB CV', upload('cv.pdf', LARGE_PDF), CV, 'resume is larger than 5 MB'],
    ['one byte over the limit', upload('cv.pdf', PDF), { ...CV, maxBytes: PDF.length - 1 }, `resume is larger than ${formatSize(PDF.length - 1)}`],
    ['no name at all', { contentType: 'application/pdf', content: PDF.toString('base64') } as never, CV, 'resume is missing'],
    ['no content at all', { name: 'cv.pdf', contentType: 'application/pdf' } as never, CV, 'resume is missing'],
  ])('%s', async (_name, file, policy, message) => {
    expect(await validateUpload(file, policy)).toMatchObject({ ok: false, message });
  });

  it.each([
    ['a PNG as a CV', upload('cv.png', minimalPng()), CV, { rule: 'fileType' }],
    ['PDF bytes named .docx', upload('cv.docx', PDF), CV, { rule: 'fileType' }],
    ['a zip bomb', upload('cv.docx', BOMB), CV, { rule: 'fileUnreadable' }],
    ['empty content', raw('cv.pdf', ''), CV, { rule: 'fileUnreadable' }],
    ['text that is not base64', raw('cv.pdf', 'this is not base64!'), CV, { rule: 'fileUnreadable' }],
    ['a 6 MB CV', upload('cv.pdf', LARGE_PDF), CV, { rule: 'fileSize', limit: CV.maxBytes }],
    ['no content at all', { name: 'cv.pdf', contentType: 'application/pdf' } as never, CV, { rule: 'required' }],
  ])('says which rule %s broke, for a form to word it', async (_name, file, policy, broken) => {
    expect(await validateUpload(file, policy)).toEqual({ ok: false, message: expect.any(String), ...broken });
  });
});

describe('decodeBase64Strict', () => {
  it.each([
    ['', Buffer.alloc(0)],
    ['QQ==', Buffer.from('A')],
    ['QUI=', Buffer.from('AB')],
    ['QUJD', Buffer.from('ABC')],
    ['+/+/', Buffer.from([0xfb, 0xff, 0xbf])],
    ['QR==', undefined], // non-zero padding bits: a second spelling of "A"
    ['QQ', undefined],
    ['QQ=', undefined],
    ['QQ==QQ==', undefined],
    ['-_-_', undefined],
    [' QUJD', undefined],
    ['QU JD', undefined],
    ['QUJD\n', undefined],
    ['QUJ*', undefined],
  ])('%j', (text, expected) => {
    expect(decodeBase64Strict(text)).toEqual(expected);
  });
});

describe('describeAllowed', () => {
  it.each([
    [['pdf', 'docx'], 'a PDF or Word (.docx) document'],
    [['pdf'], 'a PDF document'],
    [['png', 'jpeg', 'gif', 'webp'], 'a PNG, JPEG, GIF or WebP image'],
    [['pdf', 'png', 'jpeg', 'gif', 'webp'], 'a PDF, PNG, JPEG, GIF or WebP file'],
  ] as const)('%j → %s', (allowed, text) => {
    expect(describeAllowed(allowed)).toBe(text);
  });
});

describe('formatSize', () => {
  it.each([
    [5 * MiB, '5 MB'],
    [2.5 * MiB, '2.5 MB'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [100, '100 bytes'],
  ])('%d → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
