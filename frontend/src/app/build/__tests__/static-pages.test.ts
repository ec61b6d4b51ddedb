import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPT_TYPE, makeStaticPage } from '../static-pages';

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>
<script type="application/ld+json">{"@type":"Course"}</script></head><body><main><h1>Home</h1></main>
<script src="/assets/page-a.js"></script><script type="module" src="/assets/boot-b.js"></script>
<script src="/assets/page-c.js"></script></body></html>`;

function madeStatic(html: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'static-page-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  makeStaticPage(dist, 'index.html', '/assets/enhance-x.js');
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}

describe('makeStaticPage', () => {
  it('leaves React’s scripts in place but inert, drops the module preloads and adds the enhancement script', () => {
    const html = madeStatic(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script type="${APP_SCRIPT_TYPE}" data-app-type="classic" src="/assets/page-a.js"></script>`,
    );
    expect(html).toContain(
      `<script type="${APP_SCRIPT_TYPE}" data-app-type="module" src="/assets/boot-b.js"></script>`,
    );
    expect(html).toContain(
      `<script type="${APP_SCRIPT_TYPE}" data-app-type="classic" src="/assets/page-c.js"></script>`,
    );
    expect(html).toContain('<script defer src="/assets/enhance-x.js"></script></head>');
    // Data blocks are not scripts that run: left as they are.
    expect(html).toContain('<script type="application/ld+json">{"@type":"Course"}</script>');
    expect(html).toContain('<main><h1>Home</h1></main>');
  });

  it('refuses a page where a script would still run (an inline one it cannot make inert)', () => {
    expect(() => madeStatic(page.replace('</body>', '<script>alert(1)</script></body>'))).toThrow(/would still run/);
  });
});
