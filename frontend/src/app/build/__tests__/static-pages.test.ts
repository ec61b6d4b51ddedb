import { describe, expect, it } from 'vitest';
import { APP_SCRIPT_TYPE, externalizeScripts, withoutReact } from '@app/shared/site/page-html';

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>
<script type="application/ld+json">{"@type":"Course"}</script></head><body><main><h1>Home</h1></main>
<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/root-2.js";</script>
<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** Names by what the script says first: page-window / boot-import. */
const named = (kind: string, code: string) => `/assets/${kind}-${/\w+/.exec(code)![0]}.js`;

describe('externalizeScripts', () => {
  it('moves each inline script that runs to a file, where it stood; data blocks stay', () => {
    const { html, scripts } = externalizeScripts(page, named);
    expect(scripts.map((script) => script.url)).toEqual([
      '/assets/page-window.js',
      '/assets/boot-import.js',
      '/assets/page-window.js',
    ]);
    expect(html).toContain(
      '<script src="/assets/page-window.js"></script><script type="module" src="/assets/boot-import.js">',
    );
    expect(html).toContain('<script type="application/ld+json">{"@type":"Course"}</script>');
  });
});

describe('withoutReact', () => {
  it('leaves React’s scripts in place but inert, drops the module preloads and adds the enhancement script', () => {
    const html = withoutReact(externalizeScripts(page, named).html, '/assets/enhance-x.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script type="${APP_SCRIPT_TYPE}" data-app-type="classic" src="/assets/page-window.js"></script>`,
    );
    expect(html).toContain(
      `<script type="${APP_SCRIPT_TYPE}" data-app-type="module" src="/assets/boot-import.js"></script>`,
    );
    expect(html).toContain('<script defer src="/assets/enhance-x.js"></script></head>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Course"}</script>');
    expect(html).toContain('<main><h1>Home</h1></main>');
  });

  it('refuses a page where a script would still run (an inline one it cannot make inert)', () => {
    expect(() => withoutReact(page.replace('</body>', '<script>alert(1)</script></body>'), '/e.js')).toThrow(
      /would still run/,
    );
  });
});
