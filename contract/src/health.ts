import * as z from 'zod/mini'

const up = z.enum(['up', 'down'])

/** `GET /api/health`: 200 when the database and the object store answer and start-up is done, else 503. */
export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: up,
  storage: up,
  ready: z.boolean(),
})

export type Health = z.infer<typeof health>
