import { addFiles, fileProblem, formatSize, MAX_FILE_BYTES, toUploadedFile, type FileLike } from './files';

const file = (name: string, size = 1000): FileLike => ({ name, size });

describe('contact uploads', () => {
  it.each([
    [12, '12 bytes'],
    [2048, '2 KB'],
    [MAX_FILE_BYTES, '5 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
  ])('formatSize(%i) is %p', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it.each<[FileLike, string | null]>([
    [file('menu.pdf'), null],
    [file('Photo.JPG'), null],
    [file('receipt.webp'), null],
    [file('cv.docx'), '"cv.docx" cannot be attached: please choose a PDF or an image (PNG, JPEG, GIF or WebP).'],
    [file('script.pdf.exe'), '"script.pdf.exe" cannot be attached: please choose a PDF or an image (PNG, JPEG, GIF or WebP).'],
    [file('empty.pdf', 0), '"empty.pdf" is empty: please choose another file.'],
    [file('big.png', 6 * 1024 * 1024), '"big.png" is larger than 5 MB (6 MB): please choose a smaller file.'],
    [file('just-over.png', MAX_FILE_BYTES + 1), '"just-over.png" is larger than 5 MB (5.0 MB): please choose a smaller file.'],
    [file('edge.png', MAX_FILE_BYTES), null],
  ])('%o → %p', (f, problem) => {
    expect(fileProblem(f)).toBe(problem);
  });

  it('attaches at most three files, skips duplicates and says why', () => {
    const { files, problems } = addFiles([file('a.pdf')], [file('a.pdf'), file('b.png'), file('c.gif'), file('d.pdf'), file('e.txt')]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.png', 'c.gif']);
    expect(problems).toEqual([
      '"d.pdf" was not attached: you can attach up to 3 files.',
      '"e.txt" cannot be attached: please choose a PDF or an image (PNG, JPEG, GIF or WebP).',
    ]);
  });

  it('reads a file as base64 for the API', async () => {
    const pdf = new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' });
    await expect(toUploadedFile(pdf)).resolves.toEqual({ name: 'note.pdf', contentType: 'application/pdf', content: btoa('%PDF-1.4') });
  });
});
