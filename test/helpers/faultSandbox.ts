/** Starts test/helpers/faultSandbox.main.ts in a child process and drives its fault control (`/__faults`). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ArmFault, FaultsReport } from '../../sandbox/faults';

export interface FaultSandbox {
  url: string;
  arm(fault: ArmFault): Promise<void>;
  clear(): Promise<void>;
  report(): Promise<FaultsReport>;
  stop(): Promise<void>;
}

export async function startFaultSandbox(base: number, fetchImpl: typeof fetch = fetch): Promise<FaultSandbox> {
  const script = path.join(__dirname, 'faultSandbox.main.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, String(base)], {
    cwd: path.join(__dirname, '../..'),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        child.stdout!.off('data', onData);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the fault sandbox exited (${code}): ${stderr}`)));
  });
  const control = async (method: string, body?: unknown) => {
    const res = await fetchImpl(`${url}/__faults`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!res.ok) throw new Error(`/__faults ${method}: HTTP ${res.status}`);
    return (await res.json()) as FaultsReport;
  };
  return {
    url,
    arm: async (fault) => {
      await control('POST', fault);
    },
    clear: async () => {
      await control('DELETE');
    },
    report: () => control('GET'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.stdin!.end();
      }),
  };
}
