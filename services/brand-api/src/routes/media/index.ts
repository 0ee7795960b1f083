import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEDIA_PATH, MEDIA_TYPES } from '../../images/image-variants';
import { notFound } from '../../lib/domain-error';
import { mediaFile, mediaParams } from '../../schemas/media';

export interface MediaRoutesOptions {
  /** Where the image pipeline wrote the variants. */
  dir: string;
}

/** A year, and never revalidated: a variant's name is its source's hash, so its bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content image variants, made when content was seeded; this route only reads files. Public (an
 * `<img>` sends no token); the site serves it on its own origin through its proxy.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async (app, { dir }) => {
  app.get(`${MEDIA_PATH}/:file`, {
    schema: {
      tags: ['content'],
      summary: 'A content image variant (AVIF, WebP or JPEG), immutable',
      security: [],
      params: mediaParams,
      produces: ['image/avif', 'image/webp', 'image/jpeg'],
      response: { 200: mediaFile },
    },
  }, async (request, reply) => {
    const { file } = request.params;
    const full = path.join(dir, file);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (!stat?.isFile()) throw notFound('IMAGE_NOT_FOUND', 'There is no such image.');
    const extension = file.slice(file.lastIndexOf('.') + 1);
    return reply
      .type(MEDIA_TYPES[extension] as string)
      .header('cache-control', IMMUTABLE)
      .header('content-length', stat.size)
      .send(fs.createReadStream(full));
  });
};
