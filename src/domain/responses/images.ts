import { z } from 'zod';

/** POST /api/images: the stored image's id and where it is served. */
export const uploadedImageSchema = z.object({ id: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
