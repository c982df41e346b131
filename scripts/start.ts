// `npm start`: build what is missing or stale, then run the services and the gateway on one port.
import { buildStaleApps } from './lib/builds';
import { servicePortsFromEnvironment, startStack, type RunningStack } from './lib/stack';

async function main() {
  const gatewayPort = Number(process.env.PORT ?? 8080);
  const running: { stack?: RunningStack } = {};
  let stopping = false;
  // Ctrl-C reaches only this process (the others run in their own process groups): it drains them in order.
  // Before the app is up there is nothing to drain; exiting then takes the started processes with it.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Steady: the gateway finishes the requests under way, then the services…');
    await running.stack?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A closed terminal: the processes in their own groups would not hear of it.
  process.on('SIGHUP', stop);
  await buildStaleApps();
  console.log('Starting the services and the gateway…');
  const stack = await startStack({
    gatewayPort,
    servicePorts: servicePortsFromEnvironment(),
    output: (text) => {
      if (process.env.LOG_LEVEL !== 'silent') process.stdout.write(text);
    },
    report: (line) => console.error(line),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  running.stack = stack;
  console.log(`\nSteady is running: open ${stack.url}\n(Ctrl-C to stop)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
