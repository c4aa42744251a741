import { createReadStream, createWriteStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Decrypter, Encrypter } from 'age-encryption'
import { ArchiveError } from './archive-error.js'

/** How every age file begins (the binary format; an armored one begins otherwise). */
const AGE_MAGIC = 'age-encryption.org/v1\n'

/** Backups encrypted with age end in this. */
export const AGE_SUFFIX = '.age'

/** Whether `file` is an age-encrypted file. */
export async function isAgeEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => null)
  if (!handle) return false
  try {
    const start = Buffer.alloc(AGE_MAGIC.length)
    const { bytesRead } = await handle.read(start, 0, start.length, 0)
    return start.subarray(0, bytesRead).toString('latin1') === AGE_MAGIC
  } finally {
    await handle.close()
  }
}

/**
 * Encrypts `source` into `target` (created readable by its owner only) for `recipient`, as a
 * stream: age-encryption's streaming API holds one 64 KiB chunk at a time, not the archive.
 */
export async function encryptFile(source: string, target: string, recipient: string) {
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  const plain = Readable.toWeb(createReadStream(source)) as unknown as ReadableStream<Uint8Array>
  const encrypted = await encrypter.encrypt(plain)
  await pipeline(
    Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(target, { flags: 'wx', mode: 0o600 }),
  )
}

/**
 * Decrypts `source` into `target` with the age identity (`AGE-SECRET-KEY-1...`) in
 * `identityText` (an identity file: comments and blank lines are skipped). Throws ArchiveError
 * when the identity is not one or the file was encrypted to another key.
 */
export async function decryptFile(
  source: string,
  target: string,
  identityText: string,
  identityFile: string,
): Promise<void> {
  const decrypter = new Decrypter()
  const keys = identityText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  try {
    if (keys.length === 0) throw new Error('no key in it')
    for (const key of keys) decrypter.addIdentity(key)
  } catch {
    throw new ArchiveError(
      `${identityFile} is not an age identity file (a line AGE-SECRET-KEY-1... as age-keygen writes it). Nothing was changed.`,
    )
  }
  const encrypted = Readable.toWeb(
    createReadStream(source),
  ) as unknown as ReadableStream<Uint8Array>
  let plain: ReadableStream<Uint8Array>
  try {
    plain = await decrypter.decrypt(encrypted)
  } catch (error) {
    const message = (error as Error).message
    throw new ArchiveError(
      /no identity matched/.test(message)
        ? `The archive ${source} was encrypted to another key: the identity in ${identityFile} cannot open it. Nothing was changed.`
        : `The archive ${source} cannot be decrypted (${message}). Nothing was changed.`,
    )
  }
  try {
    await pipeline(
      Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    )
  } catch (error) {
    throw new ArchiveError(
      `The archive ${source} is damaged or truncated: decryption failed (${(error as Error).message}). Nothing was changed.`,
    )
  }
}
