import * as z from 'zod/mini'
import { text } from './text.js'

/** `GET /media/<key>`: a stored file; `?download=1` asks the browser to save it. */
export const mediaFileParams = z.object({ '*': text().check(z.maxLength(1024)) })

export const mediaFileQuery = z.object({ download: z.optional(text().check(z.maxLength(10))) })
