/**
 * The sandbox chains and API in a process of their own, for widget tests that need the real servers (the fault
 * matrix): jsdom and jest's fake clock stay in the test, real timers and sockets here. Prints one JSON line
 * `{"url": …}` once listening; stops when its stdin closes (the test ended or died).
 */
import { startApi } from '../../sandbox/api';
import { startChains } from '../../sandbox/chains';
import { sandboxPorts } from '../../sandbox/ports';

async function main() {
  const ports = sandboxPorts(Number(process.argv[2]));
  const chains = await startChains({ ports });
  const api = await startApi({ port: ports.api, chains: chains.info }).catch(async (err: unknown) => {
    await chains.stop();
    throw err;
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await api.stop().catch(() => {});
    await chains.stop().catch(() => {});
    process.exit(0);
  };
  process.stdin.on('end', () => void stop());
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
  process.on('SIGTERM', () => void stop());
  process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`fault sandbox: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
