/**
 * The one place tests get ports from. A claim takes a block of 100 ports that no live process of this checkout's
 * runs holds: jest workers, the e2e stack host and the tests' own sandboxes can run side by side without agreeing on
 * numbers beforehand. Blocks start above WALLETGATE_BASE_PORT's sandbox (default 3000 → 4500, 4600, …) and skip
 * the ports Chromium refuses to load (ERR_UNSAFE_PORT) and the kernel's ephemeral range.
 *
 * A block is held by a lock file naming its process; it is free again once that process has exited, so a crashed
 * run never leaks blocks. Synchronous, so a test file can claim at load time.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { takeLock } from './lockFile';

const PORT_BLOCK_SIZE = 100;

/** Chromium's restricted ports at and above the first block (net/base/port_util.cc's list). */
const CHROMIUM_UNSAFE = [5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080];

const base = () => Number(process.env.WALLETGATE_BASE_PORT ?? 3000);

/**
 * The ports the kernel hands out as the local end of outgoing connections (Linux's default elsewhere): a block in
 * there could find one of its ports taken by a browser's or a client's socket at any moment.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux
  }
  return [32_768, 60_999];
}
const lockDir = () => path.join(tmpdir(), `walletgate-ports-${base()}`);

/** Tries to take the block at `start`; true when this process now holds it. */
function take(start: number): boolean {
  return takeLock(path.join(lockDir(), String(start)));
}

/** The first port of a block of PORT_BLOCK_SIZE free ports, held until this process exits. */
export function claimPortBlock(): number {
  mkdirSync(lockDir(), { recursive: true });
  const [low, high] = ephemeralRange();
  for (let start = base() + 1500; start + PORT_BLOCK_SIZE <= 65_536; start += PORT_BLOCK_SIZE) {
    if (CHROMIUM_UNSAFE.some((p) => p >= start && p < start + PORT_BLOCK_SIZE)) continue;
    if (start <= high && start + PORT_BLOCK_SIZE > low) continue;
    if (take(start)) return start;
  }
  throw new Error('no free port block: every block from the base port up is held by a live process');
}
