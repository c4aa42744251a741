import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Debian's libimage-exiftool-perl (the CI script installs it). */
const EXIFTOOL = 'exiftool'

/** Where the test puts its customers: Cape Town, by a phone that names itself. */
export const testLocation = { latitude: -33.9249, longitude: 18.4241 }
export const testDevice = { make: 'Acme', model: 'Phone 9' }

/** A copy of `bytes` (a file named `name`) with exiftool's response to `work`. */
async function withFile<T>(name: string, bytes: Buffer, work: (file: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exiftool-'))
  try {
    const file = path.join(dir, name)
    await writeFile(file, bytes)
    return await work(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The file with a GPS position and the phone's make and model written as phones write them: EXIF
 * for a JPEG; for an MP4 or MOV both Apple's `Keys` atoms and the `©xyz` user data Android uses.
 */
export function tagLocationAndDevice(name: string, bytes: Buffer): Promise<Buffer> {
  const { latitude, longitude } = testLocation
  const { make, model } = testDevice
  const tags = /\.jpe?g$/i.test(name)
    ? [
        `-GPSLatitude=${Math.abs(latitude)}`,
        `-GPSLatitudeRef=${latitude < 0 ? 'S' : 'N'}`,
        `-GPSLongitude=${Math.abs(longitude)}`,
        `-GPSLongitudeRef=${longitude < 0 ? 'W' : 'E'}`,
        `-Make=${make}`,
        `-Model=${model}`,
      ]
    : [
        `-Keys:GPSCoordinates=${latitude}, ${longitude}, 12`,
        `-UserData:GPSCoordinates=${latitude}, ${longitude}`,
        `-Keys:Make=${make}`,
        `-Keys:Model=${model}`,
        `-UserData:Make=${make}`,
      ]
  return withFile(name, bytes, async (file) => {
    await run(EXIFTOOL, ['-q', '-overwrite_original', ...tags, file])
    return readFile(file)
  })
}

/** Every tag exiftool finds (groups in the names, numbers as numbers). */
export function readTags(name: string, bytes: Buffer): Promise<Record<string, unknown>> {
  return withFile(name, bytes, async (file) => {
    const { stdout } = await run(EXIFTOOL, ['-json', '-a', '-G1', '-n', file])
    const [tags] = JSON.parse(stdout) as Record<string, unknown>[]
    return tags ?? {}
  })
}

/** The tags that give away where a file was made or with what: GPS, make, model, serial. */
export function revealingTags(tags: Record<string, unknown>): string[] {
  const { make, model } = testDevice
  return Object.entries(tags)
    .filter(
      ([name, value]) =>
        /gps|location|make|model|serial/i.test(name) ||
        String(value).includes(make) ||
        String(value).includes(model) ||
        String(value).includes(String(Math.abs(testLocation.latitude))),
    )
    .map(([name, value]) => `${name}=${String(value)}`)
}
