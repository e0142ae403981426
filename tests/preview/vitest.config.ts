import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:preview`: tests/preview/dev-server.test.ts, which runs `npm run dev` itself (no unit-test setup). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/preview/**/*.test.ts'],
    environment: 'node',
    // A test polls for up to a minute per save, a few saves each (tests/preview/dev-server.test.ts).
    testTimeout: 300_000,
  },
});
