/**
 * A page prerendered without React keeps React Router's scripts in place but inert (their `type`
 * is `text/x-app-script`, their own type in `data-app-type`; see shared/src/site/page-html.ts).
 * `loadApp` turns them back on: each is added again as a working script with `async` off, so they
 * run in the order added: the classic ones first, in document order (the router's context, then
 * the page data it streams), then the boot module that hydrates the page, as a parsed module
 * script would have run, deferred, after them.
 * The modulepreload links are not needed: React adds them as it hydrates.
 *
 * Returns false when the page has no such scripts (nothing to load).
 */
export const INERT_SCRIPTS = 'script[type="text/x-app-script"]';

export function loadApp(doc: Document = document): boolean {
  const inert = [...doc.querySelectorAll<HTMLScriptElement>(INERT_SCRIPTS)];
  const isModule = (script: HTMLScriptElement) => script.dataset.appType === 'module';
  for (const original of [...inert.filter((script) => !isModule(script)), ...inert.filter(isModule)]) {
    const script = doc.createElement('script');
    if (isModule(original)) script.type = 'module';
    script.async = false;
    script.src = original.src;
    doc.head.append(script);
  }
  return inert.length > 0;
}
