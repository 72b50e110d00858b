/**
 * What languages cost the first bundle — the entry and the `ui` chunk it fetches at once. The demo is
 * built again with hidden source maps (the scripts are byte for byte the ones measured), and the language
 * machinery's modules are weighed as gzip sees them: each script gzipped whole, and again without those modules'
 * bytes. English strings are not counted (English stays in the first bundle); other locales are chunks of their
 * own, reported apart.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import webpack, { type Stats } from 'webpack';
import { demoConfig } from '../webpack.config';

/** The modules that exist for languages: the locale state and saga, options, the hooks, the registry, the button's. */
export const LANGUAGE_MODULES = /\/(slices\/locale\w*|sagas\/locale|src\/core\/locale\w*|src\/localeDeps|src\/instanceLocale|src\/button\/locale|src\/ui\/i18n\/(?!en\.ts|button\.ts|locales\/)[\w/]+)\.tsx?$/;

export interface LanguageCost {
  /** gzip bytes the language modules add to the first bundle */
  bytes: number;
  files: { file: string; gzip: number; languageGzip: number }[];
  /** characters of minified code per language module found in those files */
  modules: { source: string; chars: number }[];
}

const gzip = (text: string) => gzipSync(text).length;

async function weigh(dir: string, file: string, modules: Map<string, number>) {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const map = JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as RawSourceMap;
  const lines = code.split('\n');
  const keep = lines.map((line) => Array.from({ length: line.length }, () => true));
  await SourceMapConsumer.with(map, null, (consumer) => {
    consumer.computeColumnSpans();
    consumer.eachMapping((m) => {
      if (!m.source || !LANGUAGE_MODULES.test(m.source)) return;
      const line = keep[m.generatedLine - 1];
      if (!line) return;
      const end = m.lastGeneratedColumn === null ? line.length - 1 : Math.min(m.lastGeneratedColumn, line.length - 1);
      for (let col = m.generatedColumn; col <= end; col++) line[col] = false;
      const source = m.source.replace(/^webpack:\/\/[^/]+\//, '');
      modules.set(source, (modules.get(source) ?? 0) + end - m.generatedColumn + 1);
    });
  });
  const without = lines.map((line, i) => [...line].filter((_, col) => keep[i]![col]).join('')).join('\n');
  return { file, gzip: gzip(code), languageGzip: gzip(code) - gzip(without) };
}

export async function measureLanguageCost(entry = 'demo-all.js', chunks = ['chunks/ui.js']): Promise<LanguageCost> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walletgate-languages-'));
  try {
    const config = { ...demoConfig('production'), devtool: 'hidden-source-map' as const, cache: false as const };
    config.output = { ...config.output, path: dir };
    await new Promise<Stats>((resolve, reject) =>
      webpack(config, (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(stats))),
    );
    const modules = new Map<string, number>();
    const files = [];
    for (const file of [entry, ...chunks]) files.push(await weigh(dir, file, modules));
    return {
      bytes: files.reduce((sum, f) => sum + f.languageGzip, 0),
      files,
      modules: [...modules].map(([source, chars]) => ({ source, chars })).sort((a, b) => b.chars - a.chars),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
