import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedImageSchema } from '../../../domain/responses/images.ts';
import { MSG } from '../../../domain/messages.ts';
import { mayUploadImage } from '../../../domain/policy/events.ts';
import { requireActor, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import { AppError, badRequest, errorBody } from '../http/errors.ts';
import { errorResponses } from '../http/openapi.ts';
import { loadImage, MAX_IMAGE_BYTES, storeImage, unsupportedImage } from './service.ts';

const tooLarge = () => new AppError(413, 'TOO_LARGE', 'The image is larger than 5 MB.');
const oneAtATime = () => badRequest('Please upload one image at a time.', { file: 'Please upload one image at a time.' });
const notAForm = () => badRequest('The upload is not a valid multipart form.', undefined, 'BAD_REQUEST');

/** The first `file` part, read whole; every other part is drained. */
async function readUpload(request: FastifyRequest): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !bytes) bytes = data;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw oneAtATime();
    // The parser's other errors (no boundary, a part cut short, too many fields) are the client's.
    throw notAForm();
  }
  return bytes;
}

/** POST /api/images (organizers): one multipart `file`, at most 5 MB and 50 megapixels. */
export async function imageUploadRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/images', {
    config: { idempotent: true },
    preValidation: requireActor(mayUploadImage, MSG.onlyOrganizersUploadImages),
    schema: {
      tags: ['images'],
      summary: 'Upload an event image (JPEG, PNG, WebP or GIF, ≤ 5 MB and 50 MP); stored as WebP',
      consumes: ['multipart/form-data'],
      response: { 201: uploadedImageSchema, ...errorResponses(400, 401, 403, 413, 415) },
    },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw unsupportedImage();
    const bytes = await readUpload(request);
    if (!bytes || bytes.length === 0) throw badRequest('Please choose an image file', { file: 'Please choose an image file' });
    const id = await storeImage(ctx.db, bytes, viewerOf(request).id);
    return reply.status(201).send({ id, url: `/images/${id}` });
  });
}

/** GET /images/:id — WebP, cached for a year (an image never changes under its id). */
export async function imageServeRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.get<{ Params: { id: string }; Querystring: { size?: string } }>('/images/:id', { schema: { hide: true } }, async (request, reply) => {
    const size = request.query.size === 'card' ? 'card' : 'full';
    const etag = `"${request.params.id}-${size === 'card' ? 'card-2' : size}"`;
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const bytes = request.params.id.length <= 64 ? await loadImage(ctx.db, request.params.id, size) : undefined;
    if (!bytes) return reply.status(404).send(errorBody('NOT_FOUND', 'Image not found'));
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .send(bytes);
  });
}
