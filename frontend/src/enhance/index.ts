import { hasStoredSession } from '../lib/stored-session';
import { loadApp } from './upgrade';

/**
 * The one script of the public pages that ship without React (deferred: it runs once the HTML is
 * parsed). A browser that may hold a session loads the app, which hydrates the page as it was
 * rendered and then shows the signed-in header and, on a course page, the student's own card.
 * Everyone else keeps the HTML page, with its few interactive parts wired here.
 */
function enhance(): void {
  if (hasStoredSession() && loadApp()) return;
}

enhance();
