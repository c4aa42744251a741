import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import type { StaffRole } from '@site/contract/admin-session'
import type { AuthenticationResponse } from '@site/contract/two-step'
import { type Database, passkeys, staffAccounts } from '@site/db'
import { eq } from 'drizzle-orm'
import type { TwoStepSettings } from '../plugins/two-step.js'
import { saveChallenge, takeChallenge } from './webauthn-challenges.js'

/** Options for a sign-in with a passkey alone: no username, the device offers its passkeys. */
export async function signInOptions(
  db: Database,
  settings: TwoStepSettings,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    userVerification: 'required',
  })
  await saveChallenge(db, 'authentication', options.challenge, null)
  return options
}

export type PasskeySignIn =
  | { outcome: 'ok'; user: { id: string; username: string; role: StaffRole } }
  /** `user` when the passkey was found (the log names the person). */
  | { outcome: 'rejected'; reason: string; user?: { id: string; username: string } }

/**
 * Checks an assertion: a passkey still registered, this site's origin and RP ID, user
 * verification, a live challenge used once and a signature counter that went up (a copied
 * authenticator shows a lower one). A locked or invited account is refused.
 */
export async function verifyPasskeySignIn(
  db: Database,
  settings: TwoStepSettings,
  response: AuthenticationResponse,
): Promise<PasskeySignIn> {
  const [found] = await db
    .select({ passkey: passkeys, user: staffAccounts })
    .from(passkeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
  if (!found) return { outcome: 'rejected', reason: 'unknown passkey' }
  const { passkey, user } = found
  const who = { id: user.id, username: user.username }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verification = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: (challenge) => takeChallenge(db, 'authentication', challenge, null),
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    })
  } catch (error) {
    return { outcome: 'rejected', reason: (error as Error).message, user: who }
  }
  if (!verification.verified) return { outcome: 'rejected', reason: 'not verified', user: who }
  if (user.lockedAt || user.invitedAt) {
    return { outcome: 'rejected', reason: 'account locked or not active', user: who }
  }
  await db
    .update(passkeys)
    .set({
      counter: verification.authenticationInfo.newCounter,
      backedUp: verification.authenticationInfo.credentialBackedUp,
      lastUsedAt: new Date(),
    })
    .where(eq(passkeys.id, passkey.id))
  return { outcome: 'ok', user: { id: user.id, username: user.username, role: user.role } }
}
