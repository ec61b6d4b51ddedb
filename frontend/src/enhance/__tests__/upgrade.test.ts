import { afterEach, describe, expect, it } from 'vitest';
import { loadApp } from '../upgrade';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('loadApp', () => {
  it('adds the inert scripts back as working ones: the classic ones in order, then the modules, none async', () => {
    document.body.innerHTML = `
      <script type="text/x-app-script" data-app-type="classic" src="/assets/page-a.js"></script>
      <script type="text/x-app-script" data-app-type="module" src="/assets/boot-b.js"></script>
      <script type="text/x-app-script" data-app-type="classic" src="/assets/page-c.js"></script>`;
    expect(loadApp(document)).toBe(true);
    const added = [...document.head.querySelectorAll('script')].map((script) => ({
      src: new URL(script.src).pathname,
      type: script.type,
      async: script.async,
    }));
    expect(added).toEqual([
      { src: '/assets/page-a.js', type: '', async: false },
      { src: '/assets/page-c.js', type: '', async: false },
      { src: '/assets/boot-b.js', type: 'module', async: false },
    ]);
  });

  it('does nothing on a page without them', () => {
    expect(loadApp(document)).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
