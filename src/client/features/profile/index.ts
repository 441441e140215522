/** What the app shell uses from the profile feature; the page itself is loaded with its route. */
export { useProfileLocale } from './use-profile-locale';
export { useVisitAnalytics } from './use-visit-analytics';
