/**
 * Builds bench/reactAlone (webpack, production) and returns its page, to be served by the browser context
 * itself (route fulfilment) under the demo's origin: no server of its own, no port.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';

export const REACT_ALONE_BUTTON = 'Connect (React alone)';

export async function buildReactAlone(): Promise<{ html: string; script: Buffer }> {
  const root = process.cwd();
  const out = mkdtempSync(path.join(os.tmpdir(), 'walletgate-react-alone-'));
  try {
    await new Promise<Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: path.join(root, 'bench/reactAlone'),
          entry: './main.tsx',
          output: { path: out, filename: 'react-alone.js' },
          module: {
            rules: [
              {
                test: /\.tsx$/,
                use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } } },
              },
            ],
          },
          resolve: { extensions: ['.tsx', '.js'] },
          performance: { hints: false },
          devtool: false,
        },
        (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(stats)),
      ),
    );
    const script = readFileSync(path.join(out, 'react-alone.js'));
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React alone</title><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div><script src="/bench/react-alone.js"></script></body></html>`;
    return { html, script };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
