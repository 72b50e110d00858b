import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hex } from 'viem';
import { cacheDir, contractsDir, requireFromRoot } from '../paths';

type ContractName =
  | 'SandboxToken'
  | 'SandboxNft'
  | 'SandboxPool'
  | 'SandboxWrappedNative'
  | 'SandboxRouter'
  | 'SandboxSmartAccount'
  | 'SandboxAccountFactory';
export interface Artifact {
  abi: unknown[];
  bytecode: Hex;
}
export type Artifacts = Record<ContractName, Artifact>;

interface Solc {
  version(): string;
  compile(input: string): string;
}
interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};
const names: ContractName[] = ['SandboxToken', 'SandboxNft', 'SandboxPool', 'SandboxWrappedNative', 'SandboxRouter', 'SandboxSmartAccount', 'SandboxAccountFactory'];
/** Contracts that share a source file with another (the account and its factory). */
const sourceFile: Partial<Record<ContractName, string>> = { SandboxAccountFactory: 'SandboxSmartAccount.sol' };

export interface CompilerInput {
  solcVersion: string;
  settings: typeof settings;
  sources: Record<string, { content: string }>;
}

/** What decides the compiled contracts: solc's version, its settings and the sources (line endings as committed). */
export async function compilerInput(): Promise<CompilerInput> {
  const files = (await readdir(contractsDir)).filter((f) => f.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const f of files) sources[f] = { content: (await readFile(path.join(contractsDir, f), 'utf8')).replace(/\r\n/g, '\n') };
  const solcVersion = (requireFromRoot('solc/package.json') as { version: string }).version;
  return { solcVersion, settings, sources };
}

/** Compiles the sandbox contracts, reusing `.cache/` when sources, settings and solc are unchanged. */
export async function loadArtifacts(log: (line: string) => void = () => {}): Promise<Artifacts> {
  const { solcVersion, sources } = await compilerInput();
  const key = createHash('sha256')
    .update(JSON.stringify({ solcVersion, settings, sources }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(cacheDir, `contracts-${key}.json`);

  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as Artifacts;
  } catch {
    // cache miss: compile below
  }

  const started = Date.now();
  const solc = requireFromRoot('solc') as Solc;
  const output = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings }))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);

  const artifacts = {} as Artifacts;
  for (const name of names) {
    const compiled = output.contracts?.[sourceFile[name] ?? `${name}.sol`]?.[name];
    if (!compiled) throw new Error(`solc produced no ${name}`);
    artifacts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  }
  log(`compiled contracts with solc ${solc.version()} in ${Date.now() - started} ms`);

  // Write then rename so a concurrent start never reads half a file.
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(artifacts));
  await rename(tmp, cacheFile);
  for (const f of await readdir(cacheDir)) {
    if (f.startsWith('contracts-') && f.endsWith('.json') && path.join(cacheDir, f) !== cacheFile) {
      await rm(path.join(cacheDir, f), { force: true });
    }
  }
  return artifacts;
}
