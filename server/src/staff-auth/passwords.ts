import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

/** A 24-character random password (144 bits) that survives copy and paste. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}
