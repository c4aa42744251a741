import { randomBytes } from 'node:crypto'
import { chmod, readFile, rename, writeFile } from 'node:fs/promises'

/**
 * The secret in `file`, or a new random one written there first (so a crash before the service
 * has it loses nothing: the next start finds the file and finishes the change). Owner-only: any
 * local user can reach a loopback port, so the embedded services' secrets must not be readable.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  try {
    const saved = (await readFile(file, 'utf8')).trim()
    await chmod(file, 0o600)
    if (saved) return saved
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(24).toString('base64url')
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, `${secret}\n`, { mode: 0o600 })
  await rename(partial, file)
  return secret
}
