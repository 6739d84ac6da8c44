import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'forks',
    // PGlite and jsdom are busy on the CPU but wait too: two workers even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['tests/helpers/globalSetup.ts'],
          // tests/server, tests/unit, tests/contract and any other non-browser folder
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/web/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
