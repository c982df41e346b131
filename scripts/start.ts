// `npm start`: build what is missing or stale, then run the services and the gateway on one port.
import { buildStaleApps } from './lib/builds';
import { servicePortsFromEnvironment, startStack } from './lib/stack';

async function main() {
  const gatewayPort = Number(process.env.PORT ?? 8080);
  await buildStaleApps();
  console.log('Starting the services and the gateway…');
  const stack = await startStack({
    gatewayPort,
    servicePorts: servicePortsFromEnvironment(),
    output: (text) => {
      if (process.env.LOG_LEVEL !== 'silent') process.stdout.write(text);
    },
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  console.log(`\nSteady is running: open ${stack.url}\n(Ctrl-C to stop)\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Steady…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const [name, child] of Object.entries(stack.processes)) {
    child?.on('exit', (code) => {
      if (!stopping)
        console.error(`[${name}] stopped unexpectedly (exit code ${code}); the rest keeps running.`);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
