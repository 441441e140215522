// The entry of a site page sent to a visitor without the app (site-page.ts says why).
import { startSitePage } from './site-page';

startSitePage();
