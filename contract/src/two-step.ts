import * as z from 'zod/mini'
import { text } from './text.js'

/** Passkeys, the authenticator app and the second step of a sign-in (docs/security.md). */

const base64url = (max: number) =>
  text().check(
    z.maxLength(max, { error: 'is too long' }),
    z.regex(/^[A-Za-z0-9_-]*$/, { error: 'must be base64url' }),
  )

const transports = z.optional(
  z.array(text().check(z.maxLength(32))).check(z.maxLength(10, { error: 'too many transports' })),
)

/** What `@simplewebauthn/browser`'s `startRegistration` gives back (the fields the server reads). */
export const registrationResponse = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    // Attestation 'none' with the longest credential ID and an RSA key is under 2,000 characters;
    // the CBOR reader ignores bytes after the object, so a longer one is refused here.
    attestationObject: base64url(8192),
    transports,
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
})

/** What `startAuthentication` gives back. */
export const authenticationResponse = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: z.optional(base64url(256)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
})

export type RegistrationResponse = z.infer<typeof registrationResponse>
export type AuthenticationResponse = z.infer<typeof authenticationResponse>

/** The options for `startRegistration`/`startAuthentication`, passed through as the server made them. */
export const webauthnOptions = z.looseObject({ challenge: z.string() })

export const passkeyName = text('must be a name').check(
  z.trim(),
  z.minLength(1, { error: 'must not be empty' }),
  z.maxLength(60, { error: 'must be at most 60 characters' }),
)

/** `POST /api/auth/passkeys`: the new passkey and its name ("iPhone"). */
export const newPasskey = z.object({
  name: z.optional(passkeyName),
  response: registrationResponse,
})

/** `PATCH /api/auth/passkeys/:id`. */
export const passkeyRename = z.object({ name: passkeyName })

export const passkeyItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  /** Synced to the person's other devices (iCloud Keychain, Google Password Manager). */
  backedUp: z.boolean(),
})

export type PasskeyItem = z.infer<typeof passkeyItem>

/** `GET /api/auth/sign-in-methods`: how the signed-in person can sign in. */
export const signInMethods = z.object({
  passkeys: z.array(passkeyItem),
  authenticator: z.boolean(),
  recoveryCodesLeft: z.number(),
  hasPassword: z.boolean(),
  twoStepRequired: z.boolean(),
})

export type SignInMethods = z.infer<typeof signInMethods>

/** `POST /api/auth/authenticator/setup`: a new secret, not yet turned on. */
export const authenticatorSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, SVG markup made by the server. */
  qrSvg: z.string(),
})

export type AuthenticatorSetup = z.infer<typeof authenticatorSetup>

/** A code from the authenticator app; spaces are ignored, anything but 6 digits is a wrong code. */
export const authenticatorCode = z.object({
  code: text('must be the code from your authenticator app').check(z.maxLength(32)),
})

/** `POST /api/auth/second-step`: a code from the app, or one of the recovery codes. */
export const secondStep = z.union([
  authenticatorCode,
  z.object({
    recoveryCode: text('must be a recovery code').check(z.maxLength(64)),
  }),
])

export type SecondStep = z.infer<typeof secondStep>

/** Shown once, when the authenticator is turned on. */
export const recoveryCodes = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()),
})

/** `GET`/`PUT /api/admin/security/policy` (owner only). */
export const securityPolicy = z.object({ requireTwoStep: z.boolean() })

export type SecurityPolicy = z.infer<typeof securityPolicy>

/** The plain texts the API answers for this part. */
export const twoStepMessages = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or use your passkey.',
  passkeyNeeded: 'Confirm with your passkey to finish signing in.',
  setupNeeded:
    'Two-step sign-in is required: add an authenticator app or a passkey to finish signing in.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  setUpAgain:
    'Your authenticator app has to be set up again (the site’s secret key changed): sign in with a recovery code or a passkey.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  noSecondStep: 'Sign in with your password first.',
  passkeyError: 'This passkey could not be used to sign in.',
  passkeyNotSaved: 'The passkey could not be added. Please try again.',
  challengeExpired: 'This passkey request has expired. Please try again.',
  setupFirst: 'Start the authenticator set-up first.',
  onlyWayIn:
    'This passkey is your only way to sign in. Add another passkey, or set a password with a reset link, first.',
  lastMethod:
    'Two-step sign-in is required: keep a passkey or the authenticator app, or add another first.',
  passkeyNotFound: 'This passkey is not on your account.',
} as const
