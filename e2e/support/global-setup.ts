import { startTestStack } from './test-stack';

/** One stack for the whole suite; specs that stop parts of the app start their own. */
export default async function globalSetup() {
  const stack = await startTestStack('e2e');
  process.env.STEADY_E2E_URL = stack.url;
  (globalThis as { steadyStack?: typeof stack }).steadyStack = stack;
}
