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

/** What a sign-in still asks for: a code or passkey, or setting one up (two-step required). */
export const pendingStep = z.enum(['second-factor', 'setup-second-factor'])
export type PendingStep = z.infer<typeof pendingStep>

/** The person is signed in; the response also sets the HttpOnly session cookie. */
export const signedIn = z.object({
  success: z.literal(true),
  username: z.string(),
  role: staffRole,
})

/**
 * The password was right but is not enough: the cookie holds a session that opens only the
 * second step (`POST /api/auth/second-step`, a passkey) or, for `setup-second-factor`, the
 * authenticator and passkey set-up.
 */
export const stepPending = z.object({
  success: z.literal(true),
  pending: pendingStep,
  /** Which second steps this person has. */
  methods: z.object({ authenticator: z.boolean(), passkey: z.boolean() }),
  message: z.string(),
})

/** `POST /api/auth/login`, `/api/auth/passkey-sign-in`, `/api/auth/second-step`. */
export const loggedIn = z.union([stepPending, signedIn])
export type LoggedIn = z.infer<typeof loggedIn>

/** `GET /api/auth/session`: who is logged in, from the session cookie. */
export const adminSession = z.union([
  z.object({
    authenticated: z.literal(true),
    username: z.string(),
    /** What the portal calls them: their name, or their username when they gave none. */
    name: z.string(),
    role: staffRole,
  }),
  z.object({
    authenticated: z.literal(false),
    /** Set while a sign-in waits for its second step (or its set-up). */
    pending: z.optional(pendingStep),
    methods: z.optional(z.object({ authenticator: z.boolean(), passkey: z.boolean() })),
  }),
])

export type AdminSession = z.infer<typeof adminSession>
