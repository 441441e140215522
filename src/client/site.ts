// The entry of a site page sent to a visitor without the app (site-page.ts says why).
import { handOverWhenReplaced, startSitePage } from './site-page';

/**
 * What shows that someone is using the page. The app starts at the first of them rather than at
 * load: a visitor who only reads pays for no script, and one who moves, scrolls, taps or types
 * has it running by the time they follow a link into it (its files are fetched ahead).
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];

const stop = startSitePage();

// The app renders the same page over this one; once its markup has replaced this one's, the app
// runs the header and this script stops.
const root = document.getElementById('root');
if (root) handOverWhenReplaced(root, stop);

function startApp(): void {
  for (const type of INTENT_EVENTS) window.removeEventListener(type, startApp, true);
  void import('./main');
}
for (const type of INTENT_EVENTS) window.addEventListener(type, startApp, { capture: true, passive: true });
