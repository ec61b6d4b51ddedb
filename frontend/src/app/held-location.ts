/**
 * A prerendered page is rendered for its path alone (/courses), but may be opened with a query
 * (/courses?level=beginner) that its page reads. Hydrating it at that address would render
 * something other than the HTML (a hydration mismatch, and React would throw the HTML away). So
 * entry.client takes the query off the address before hydrating, and the root route puts it back
 * with a navigation right after: the page shows the prerendered content, then what was asked for.
 * Not for the SPA fallback, which renders no page content to mismatch.
 */
let held: string | null = null;

export function holdQueryUntilHydrated(): void {
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext;
  if (!context || context.isSpaMode || !window.location.search) return;
  const { pathname, search, hash } = window.location;
  held = pathname + search + hash;
  window.history.replaceState(window.history.state, '', pathname + hash);
}

export function takeHeldLocation(): string | null {
  const location = held;
  held = null;
  return location;
}
