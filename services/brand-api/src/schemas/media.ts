import { Type } from '@sinclair/typebox';
import { FILE_NAME } from '../images/image-variants';

/** A content image variant's file name: `<sha256-12>-<width>.<avif|webp|jpg>`. */
export const mediaParams = Type.Object({
  file: Type.String({ pattern: FILE_NAME.source, maxLength: 40, description: 'e.g. 3f2a9c81b7d0-960.avif' }),
});

/** The file's bytes, streamed (documented as binary; never serialised as JSON). */
export const mediaFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'image/avif, image/webp or image/jpeg' });
