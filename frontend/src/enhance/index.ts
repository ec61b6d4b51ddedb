import { hasStoredSession } from '../lib/stored-session';
import { enhanceCarousels } from './carousel';
import { enhanceLevelFilter, LEVEL_FILTER, selectLevelFromSearch } from './level-filter';
import { enhanceMenuFocus } from './menu-focus';
import { loadApp } from './upgrade';
import { enhanceVideoDialogs } from './video-dialog';

/**
 * The one script of the public pages that ship without React (deferred: it runs once the HTML is
 * parsed). A browser that may hold a session loads the app, which hydrates the page as it was
 * rendered and then shows the signed-in header and, on a course page, the student's own card.
 * Everyone else keeps the HTML page, with its few interactive parts wired here: the carousel's
 * buttons and arrow keys, the video dialog, the level filter's address, focus in the phone menu.
 * The menu (a popover) and the FAQs (details) work with no script.
 */
function enhance(): void {
  // The page was rendered for its path alone: the level the address asks for is checked first,
  // so that React, hydrating, keeps what the visitor sees.
  document.querySelectorAll(LEVEL_FILTER).forEach((filter) => selectLevelFromSearch(filter, location.search));
  if (hasStoredSession() && loadApp()) return;
  enhanceMenuFocus(document);
  enhanceCarousels(document);
  enhanceVideoDialogs(document);
  enhanceLevelFilter(document);
}

enhance();
