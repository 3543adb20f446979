import { defineConfig } from 'vitest/config';

// Tests run the runtime through the same alias the build uses, so they exercise what ships.
const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export default defineConfig({
  // JSX: vite's oxc transform reads tsconfig.json (jsx react-jsx, jsxImportSource preact).
  resolve: { alias: preactAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          environment: 'node',
          setupFiles: ['./test/support/patient-wait-for.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
