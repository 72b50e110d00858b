/** `npm start`: the demo and the whole local sandbox, on loopback. Ctrl-C / SIGTERM stops everything.
 * `npm start -- --no-build` serves the pages built last (walletgate/testing's startSandbox, once they are built). */
import { startStack } from './stack';

const began = Date.now();
const stack = await startStack({ log: (line) => console.log(`  ${line}`), build: !process.argv.includes('--no-build') });
const d = stack.description;
console.log(`\nWalletGate sandbox ready in ${Date.now() - began} ms — demo: ${d.urls.demo}/`);
console.log(`  sandbox description: ${d.urls.demo}/sandbox.json`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
