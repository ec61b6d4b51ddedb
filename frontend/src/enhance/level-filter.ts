// No imports: the public pages' small enhancement script (src/enhance) bundles this module.

/**
 * The level filter on /courses is a radio group, and CSS does the filtering (`:has()` rules hide
 * the cards of other levels), so it works with no script. The script adds the address: a link to
 * /courses?level=beginner arrives with Beginner chosen, and each choice is kept in the address
 * (replaced, not pushed) so that it can be shared, and reloads keep it.
 *
 *   [data-level-filter]                        the part of the page the filter covers
 *     input[type=radio][name=level]            value: 'all' or a level
 */
export const LEVEL_FILTER = '[data-level-filter]';
export const LEVEL_PARAM = 'level';
export const ALL_LEVELS = 'all';

function radiosOf(filter: Element): HTMLInputElement[] {
  return Array.from(filter.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${LEVEL_PARAM}"]`));
}

/** The address's query with `level` chosen ('all' takes the parameter off); '' when nothing is left. */
export function searchWithLevel(search: string, level: string): string {
  const params = new URLSearchParams(search);
  if (level === ALL_LEVELS) params.delete(LEVEL_PARAM);
  else params.set(LEVEL_PARAM, level);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Checks the radio that the address's `level` names, if it names one. */
export function selectLevelFromSearch(filter: Element, search: string): void {
  const wanted = new URLSearchParams(search).get(LEVEL_PARAM);
  const radio = radiosOf(filter).find((input) => input.value === wanted);
  if (radio) radio.checked = true;
}

const wired = new WeakSet<Element>();

/** Wires every level filter under `root`: the choice from the address, and back into it. */
export function enhanceLevelFilter(root: ParentNode): void {
  root.querySelectorAll(LEVEL_FILTER).forEach((filter) => {
    if (wired.has(filter)) return;
    wired.add(filter);
    selectLevelFromSearch(filter, window.location.search);
    filter.addEventListener('change', (event) => {
      const radio = event.target;
      if (!(radio instanceof HTMLInputElement) || radio.name !== LEVEL_PARAM || !radio.checked) return;
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', pathname + searchWithLevel(search, radio.value) + hash);
    });
  });
}
