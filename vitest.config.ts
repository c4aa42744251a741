import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const dbSource = fileURLToPath(new URL('./db/src/index.ts', import.meta.url))

// Server code imports @site/db; tests run it from source so they never need a stale build.
const serverAlias = { '@site/db': dbSource }

export default defineConfig({
  test: {
    projects: [
      './client/vite.config.ts',
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server-unit',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'db/src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server-integration',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
