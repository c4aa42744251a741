import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Database } from '@site/db'
import { loadOrCreateSecret } from '../shared/site-secrets.js'

/**
 * The key that encrypts authenticator secrets at rest (AES-256-GCM): derived from SESSION_SECRET
 * when it is set, else a random key kept in site_secrets (as the ALTCHA key is), so a copy of
 * the admin_users table alone does not give the secrets away.
 */
export async function loadSecretBoxKey(
  db: Database,
  sessionSecret: string | undefined,
): Promise<Buffer> {
  if (sessionSecret) {
    return Buffer.from(hkdfSync('sha256', sessionSecret, 'site', 'authenticator-secrets', 32))
  }
  return Buffer.from(await loadOrCreateSecret(db, 'authenticator-secrets-key'), 'hex')
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body].map(part).join('.')
}

/** The plain secret, or null when it was sealed with another key (SESSION_SECRET changed). */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
    return plain.toString('utf8')
  } catch {
    return null
  }
}

function part(value: string | Buffer): string {
  return typeof value === 'string' ? value : value.toString('base64url')
}
