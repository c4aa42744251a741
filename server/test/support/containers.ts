import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers'
import { throwawayPostgresFlags } from './throwaway-postgres.js'

export interface ContainerServices {
  postgresUrl: string
  s3: { endpoint: string; accessKey: string; secretKey: string }
  stop(): Promise<void>
}

/**
 * Where a container engine answers, runs the integration tests against the same images as
 * production (postgres:18, RustFS). Without one, returns null after saying why; the tests then use
 * embedded PostgreSQL and s3rver, so nothing is skipped. TEST_CONTAINERS=off forces the latter.
 */
export async function startContainerServices(): Promise<ContainerServices | null> {
  if (process.env.TEST_CONTAINERS === 'off') return null
  try {
    await getContainerRuntimeClient()
  } catch (error) {
    console.info(
      `[tests] testcontainers path skipped: no container engine answered (${firstLine(error)}). ` +
        'Using embedded PostgreSQL and s3rver instead.',
    )
    return null
  }

  const password = 'test-password'
  const postgres = await new GenericContainer('postgres:18')
    .withEnvironment({ POSTGRES_PASSWORD: password })
    .withCommand(['postgres', ...throwawayPostgresFlags])
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start()
  const accessKey = 'test-access-key'
  const secretKey = 'test-secret-key-123'
  const storage = await new GenericContainer('rustfs/rustfs:1.0.0')
    .withEnvironment({
      RUSTFS_ACCESS_KEY: accessKey,
      RUSTFS_SECRET_KEY: secretKey,
      RUSTFS_VOLUMES: '/data',
      RUSTFS_ADDRESS: '0.0.0.0:9000',
    })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/health', 9000))
    .start()

  return {
    postgresUrl: `postgres://postgres:${password}@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    s3: {
      endpoint: `http://${storage.getHost()}:${storage.getMappedPort(9000)}`,
      accessKey,
      secretKey,
    },
    async stop() {
      await Promise.all([postgres.stop(), storage.stop()])
    },
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
