import path from 'node:path'
import { defineConfig } from 'vitest/config'

const webSrc = path.resolve(import.meta.dirname, 'apps/web/src')

export default defineConfig({
  test: {
    // 2 cores: one worker per core; each integration test file gets its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The detector compiles its packs on first use: seconds on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
