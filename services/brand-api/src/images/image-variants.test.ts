import { contentImage, fallbackUrl, FILE_NAME, variantFileName, variantFiles, variantWidths, type ImageRecord } from './image-variants';

describe('variantWidths', () => {
  it.each([
    [1600, [480, 960, 1600]],
    [2400, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [960, [480, 960]],
    [300, [300]],
  ])('a source %p px wide gets %p (never enlarged)', (intrinsic, widths) => {
    expect(variantWidths(intrinsic)).toEqual(widths);
  });
});

describe('variant file names', () => {
  it.each([
    ['0123456789ab', 480, 'avif', '0123456789ab-480.avif'],
    ['0123456789ab', 960, 'webp', '0123456789ab-960.webp'],
    ['0123456789ab', 1600, 'jpeg', '0123456789ab-1600.jpg'],
  ] as const)('%s at %p as %s is %s, which the route accepts', (hash, width, format, name) => {
    expect(variantFileName(hash, width, format)).toBe(name);
    expect(FILE_NAME.test(name)).toBe(true);
  });

  it.each([['../etc/passwd'], ['0123456789ab-480.png'], ['0123456789AB-480.avif'], ['0123456789ab-0480.avif'], ['0123456789ab.json'], ['0123456789ab-480.avif/x']])('refuses %s', (name) => {
    expect(FILE_NAME.test(name)).toBe(false);
  });
});

describe('contentImage', () => {
  const record: ImageRecord = {
    hash: 'abcdefabcdef', width: 1600, height: 800, color: '#9b1b30', placeholder: 'data:image/webp;base64,AAAA',
    widths: [960, 480, 1600], formats: ['avif', 'webp', 'jpeg'],
  };

  it('lists each format\'s variants narrowest first, under /media', () => {
    const image = contentImage(record, 'A dining room');
    expect(image.sources.avif).toEqual([
      { url: '/media/abcdefabcdef-480.avif', width: 480 },
      { url: '/media/abcdefabcdef-960.avif', width: 960 },
      { url: '/media/abcdefabcdef-1600.avif', width: 1600 },
    ]);
    expect(image.sources.jpeg.map((v) => v.url)).toEqual(['/media/abcdefabcdef-480.jpg', '/media/abcdefabcdef-960.jpg', '/media/abcdefabcdef-1600.jpg']);
    expect(image).toMatchObject({ alt: 'A dining room', width: 1600, height: 800, color: '#9b1b30', placeholder: 'data:image/webp;base64,AAAA' });
    expect(fallbackUrl(image)).toBe('/media/abcdefabcdef-1600.jpg');
  });

  it('names every file of a record', () => {
    expect(variantFiles(record)).toHaveLength(9);
  });
});
