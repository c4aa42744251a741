import { rm } from 'node:fs/promises'
import { startLocalS3 } from '../../src/embedded/s3.js'
import type { Cleanups } from './cleanups.js'
import { makeOwnedTempDir } from './owned-temp-dirs.js'

/**
 * An S3 server of the test's own in a temporary folder (`dir`); `cleanups` (run last to first)
 * stop it.
 */
export async function startThrowawayS3(cleanups: Cleanups) {
  const dir = await makeOwnedTempDir('site-test-s3-')
  const s3 = await startLocalS3({ dir, port: 0 })
  cleanups.push(
    () => rm(dir, { recursive: true, force: true }),
    () => s3.stop(),
  )
  return { ...s3, dir }
}
