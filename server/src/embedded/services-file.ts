import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/**
 * Where a running `npm start` tells other commands of this machine (the backup CLI) how to reach
 * the services it started: their addresses and credentials, in the data folder, owner-only. It
 * is only believed while the folder's lock is held (data-lock.ts), so one left by a crash is
 * ignored and replaced by the next start.
 */
const FILE = 'services.json'

const servicesSchema = z.object({
  DATABASE_URL: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
})

export type RunningServices = z.infer<typeof servicesSchema>

/** Writes the file (replacing any) and returns the function that removes it. */
export async function publishServices(
  dataDir: string,
  services: RunningServices,
): Promise<() => Promise<void>> {
  const file = path.join(dataDir, FILE)
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, `${JSON.stringify(services)}\n`, { mode: 0o600 })
  await rename(partial, file)
  return () => rm(file, { force: true })
}

/** The services a running instance published, or null when it has not (yet). */
export async function readPublishedServices(dataDir: string): Promise<RunningServices | null> {
  let text: string
  try {
    text = await readFile(path.join(dataDir, FILE), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return servicesSchema.parse(JSON.parse(text))
}
