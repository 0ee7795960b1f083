import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createImagePipeline, sourceHash } from './image-pipeline';

/** A small drawing: two colours, so its dominant colour and placeholder mean something. */
const drawing = (colour: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" fill="${colour}"/><circle cx="300" cy="100" r="40" fill="#f8f4ee"/></svg>`);

const WIDTHS = [60, 120, 240];
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-pipeline-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('createImagePipeline', () => {
  it('makes AVIF, WebP and JPEG at every width, named by the source\'s hash, and describes them', async () => {
    const pipeline = createImagePipeline({ dir, widths: WIDTHS });
    const source = drawing('#9b1b30');
    const image = await pipeline.prepare(source, 'A crimson card');
    const hash = sourceHash(source);
    expect(image).toMatchObject({ alt: 'A crimson card', width: 240, height: 120 });
    for (const [format, ext, type] of [['avif', 'avif', 'heif'], ['webp', 'webp', 'webp'], ['jpeg', 'jpg', 'jpeg']] as const) {
      expect(image.sources[format].map((v) => v.width)).toEqual(WIDTHS);
      for (const variant of image.sources[format]) {
        expect(variant.url).toBe(`/media/${hash}-${variant.width}.${ext}`);
        const meta = await sharp(path.join(dir, `${hash}-${variant.width}.${ext}`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([type, variant.width, variant.width / 2]);
      }
    }
    expect(pipeline.stats.encodes).toBe(9);
    // The placeholder: a tiny WebP that says "crimson" before the picture arrives.
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(image.placeholder.length).toBeLessThan(400);
    expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(image.color.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
  });

  it('does no work for a source it has made before, in this process or another', async () => {
    const source = drawing('#1d2f4f');
    const first = createImagePipeline({ dir, widths: WIDTHS });
    const made = await first.prepare(source, 'Blue');
    expect(first.stats).toEqual({ encodes: 9, rasterised: 1 });
    expect(await first.prepare(source, 'Blue')).toEqual(made);
    const restarted = createImagePipeline({ dir, widths: WIDTHS });
    expect(await restarted.prepare(source, 'Blue')).toEqual(made);
    expect(first.stats.encodes).toBe(9);
    expect(restarted.stats).toEqual({ encodes: 0, rasterised: 0 });
  });

  it('makes again only a variant that went missing', async () => {
    const source = drawing('#1d2f4f');
    await createImagePipeline({ dir, widths: WIDTHS }).prepare(source, 'Blue');
    fs.rmSync(path.join(dir, `${sourceHash(source)}-120.webp`));
    const again = createImagePipeline({ dir, widths: WIDTHS });
    await again.prepare(source, 'Blue');
    expect(again.stats.encodes).toBe(1);
    expect(fs.existsSync(path.join(dir, `${sourceHash(source)}-120.webp`))).toBe(true);
  });

  it('gives another source other files', async () => {
    const pipeline = createImagePipeline({ dir, widths: WIDTHS });
    const a = await pipeline.prepare(drawing('#9b1b30'), 'a');
    const b = await pipeline.prepare(drawing('#1d2f4f'), 'b');
    expect(a.sources.avif[0]?.url).not.toBe(b.sources.avif[0]?.url);
    expect(pipeline.stats.encodes).toBe(18);
  });

  it('never enlarges a photograph: its own width is its widest variant', async () => {
    const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#e9dfd3' } }).png().toBuffer();
    const image = await createImagePipeline({ dir, widths: WIDTHS }).prepare(photo, 'A photograph');
    expect(image.sources.webp.map((v) => v.width)).toEqual([60, 120, 200]);
    expect([image.width, image.height]).toEqual([200, 150]);
  });

  it('describes without making variants when told to (test apps)', async () => {
    const pipeline = createImagePipeline({ dir, widths: WIDTHS, variants: false });
    const image = await pipeline.prepare(drawing('#9b1b30'), 'Described');
    expect(image.sources.jpeg).toHaveLength(3);
    expect(pipeline.stats.encodes).toBe(0);
    expect(fs.readdirSync(dir).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });

  it('refuses what is not an image', async () => {
    await expect(createImagePipeline({ dir }).prepare(Buffer.from('not an image'), 'x')).rejects.toThrow();
  });
});
