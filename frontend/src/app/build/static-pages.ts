import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { externalizeScripts, scriptUrl, withoutReact } from '@app/shared/site/page-html';

/**
 * The build's side of shared/src/site/page-html.ts: the same transforms on the prerendered files
 * in dist, the script files written under dist/assets.
 */

/** Moves a prerendered page's inline scripts to files under dist/assets (CSP: see page-html.ts). */
export function externalizeInlineScripts(dist: string, htmlFile: string): void {
  const file = path.join(dist, htmlFile);
  const { html, scripts } = externalizeScripts(readFileSync(file, 'utf8'), scriptUrl);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  for (const script of scripts) writeFileSync(path.join(dist, script.url), script.code);
  writeFileSync(file, html);
}

/** Turns one prerendered page (its scripts already external) into a page without React. */
export function makeStaticPage(dist: string, htmlFile: string, enhancerUrl: string): void {
  const file = path.join(dist, htmlFile);
  writeFileSync(file, withoutReact(readFileSync(file, 'utf8'), enhancerUrl));
}
