import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { scriptUrl } from '@app/shared/site/page-html';

/** Bundles the enhancement script (a plain DOM script, no React) into dist/assets; returns its URL. */
export function bundleEnhancer(dist: string, entry: string): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild wrote nothing for ${entry}`);
  const url = scriptUrl('enhance', code);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, url), code);
  return url;
}
