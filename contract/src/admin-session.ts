import * as z from 'zod/mini'
import { text } from './text.js'

/** `POST /api/auth/login`. */
export const credentials = z.object({
  username: text().check(z.minLength(1), z.maxLength(128)),
  password: text().check(z.minLength(1), z.maxLength(1024)),
})

export type Credentials = z.infer<typeof credentials>

/** What an account may do: owner (everything) or office (no staff, settings or security). */
export const staffRole = z.enum(['owner', 'office'])
export type StaffRole = z.infer<typeof staffRole>

/** A login that succeeded; the answer also sets the HttpOnly session cookie. */
export const loggedIn = z.object({
  success: z.literal(true),
  username: z.string(),
  role: staffRole,
})

/** `GET /api/auth/session`: who is logged in, from the session cookie. */
export const adminSession = z.union([
  z.object({ authenticated: z.literal(true), username: z.string(), role: staffRole }),
  z.object({ authenticated: z.literal(false) }),
])

export type AdminSession = z.infer<typeof adminSession>
