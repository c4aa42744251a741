import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { RegistrationResponse } from '@site/contract/two-step'
import { type Database, passkeys, staffAccounts, type Transaction } from '@site/db'
import { and, asc, eq } from 'drizzle-orm'
import type { TwoStepSettings } from '../plugins/two-step.js'
import { saveChallenge, takeChallenge } from './webauthn-challenges.js'

export interface PasskeyOwner {
  id: string
  username: string
}

/** The options for the browser's `navigator.credentials.create`, its challenge kept. */
export async function registrationOptions(
  db: Database,
  settings: TwoStepSettings,
  owner: PasskeyOwner,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, owner.id))
  const [user] = await db
    .select({ displayName: staffAccounts.displayName })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, owner.id))
  const options = await generateRegistrationOptions({
    rpName: settings.issuer,
    rpID: settings.rpId,
    userName: owner.username,
    userDisplayName: user?.displayName ?? owner.username,
    userID: new TextEncoder().encode(owner.id),
    attestationType: 'none',
    excludeCredentials: existing,
    // A discoverable credential (sign-in without a username) that the device unlocks itself.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await saveChallenge(db, 'registration', options.challenge, owner.id)
  return options
}

/**
 * Checks the browser's new credential and keeps it; null when it does not check out. In a
 * transaction (an invite accepted with a passkey) the challenge is used in it too.
 */
export async function addPasskey(
  db: Database | Transaction,
  settings: TwoStepSettings,
  owner: PasskeyOwner,
  input: { name: string; response: RegistrationResponse },
): Promise<{ id: string; name: string } | null> {
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verification = await verifyRegistrationResponse({
      response: { ...input.response, clientExtensionResults: {} },
      expectedChallenge: (challenge) => takeChallenge(db, 'registration', challenge, owner.id),
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      requireUserVerification: true,
    })
  } catch {
    return null
  }
  if (!verification.verified) return null
  const info = verification.registrationInfo
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: owner.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: input.name,
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id, name: passkeys.name })
  return row ?? null
}

export async function listPasskeys(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  }))
}

export async function renamePasskey(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
  return renamed.length > 0
}

/** Removes one of the person's passkeys; its name, or null when it is not theirs. */
export async function removePasskey(
  db: Database,
  userId: string,
  id: string,
): Promise<string | null> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name })
  return removed?.name ?? null
}
