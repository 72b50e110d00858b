/**
 * The third-party wallets' page scripts (this folder), bundled as extensions bundle theirs: one script each, with its
 * dependencies, run before the page's own scripts (Playwright's addInitScript). `install(options)` runs at once and
 * what it answers is `window.thirdPartyWallets[name]`, the test's hand "in the wallet".
 */
import path from 'node:path';
import { build } from 'esbuild';

export type ThirdPartyScript = 'polkadotExtension' | 'burnerWallet';

const built = new Map<ThirdPartyScript, Promise<string>>();

function bundle(name: ThirdPartyScript): Promise<string> {
  return build({
    entryPoints: [path.join(__dirname, `${name}.ts`)],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__thirdPartyWallet',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }).then((result) => result.outputFiles[0]!.text);
}

/** The init script that installs wallet `name` with `options` in every page of a context. */
export async function thirdPartyWalletScript(name: ThirdPartyScript, options: unknown): Promise<string> {
  if (!built.has(name)) built.set(name, bundle(name));
  const code = await built.get(name)!;
  return `${code}
(window.thirdPartyWallets ??= {})[${JSON.stringify(name)}] = __thirdPartyWallet.install(${JSON.stringify(options)});`;
}
