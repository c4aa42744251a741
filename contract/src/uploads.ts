import * as z from 'zod/mini'
import { mediaStatuses } from './media-admin.js'
import { fileTypes } from './upload-rules.js'

/** One stored file of an upload. */
export const uploadedItem = z.object({
  /** The file's name as sent. */
  file: z.string(),
  id: z.string(),
  title: z.string(),
  category: z.string(),
  fileType: z.enum(fileTypes),
  /** The original's URL; the public listing shows the item once processing has made it ready. */
  image: z.string(),
  status: z.enum(mediaStatuses),
})

export type UploadedItem = z.infer<typeof uploadedItem>

/** `POST /api/upload` (multipart: `fileType`, `files`, `categories[i]`), answered when all is stored. */
export const uploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(uploadedItem),
})

export type UploadResponse = z.infer<typeof uploadResponse>
