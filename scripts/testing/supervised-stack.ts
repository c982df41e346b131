// The stack under its supervisor as `npm start` runs it, minus the build: prints the ids of the processes
// it started, for a test that kills this process and looks for them afterwards.
import { findFreePort, startStack } from '../lib/stack';

async function main() {
  const stack = await startStack({ gatewayPort: await findFreePort(), output: () => undefined });
  const ids = Object.values(stack.processes).map((supervised) => supervised.child.pid);
  console.log(`started ${JSON.stringify(ids)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
