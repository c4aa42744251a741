import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Server code imports @site/db and @site/contract/*; tests run them from source, never a stale build.
const serverAlias = {
  '@site/db': fromHere('./db/src/index.ts'),
  '@site/contract': fromHere('./contract/src'),
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, whose tests
    // then wait on PostgreSQL, ffmpeg and s3rver with a core idle (decision 073).
    maxWorkers: 2,
    projects: [
      './client/vite.config.ts',
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server-unit',
          environment: 'node',
          // One process and module graph per worker, not per file (decision 073).
          isolate: false,
          include: [
            'contract/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'db/src/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: ['test/compose/**', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server-integration',
          environment: 'node',
          // The app's imports once per worker, not once for each of the 92 files (decision 073).
          isolate: false,
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
          // One at a time, after the others: two at a time was CPU-bound and failed in CI when
          // two stacks started together (decision 074).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          // The real docker-compose.yml under podman (test/compose, decision 026): minutes of
          // builds on every core, and its networks make Chromium drop requests
          // (ERR_NETWORK_CHANGED), so it runs alone, after every other project (decision 074).
          name: 'compose',
          environment: 'node',
          include: ['test/compose/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 5 * 60_000,
          hookTimeout: 20 * 60_000,
        },
      },
    ],
  },
})
