/** What other features may use of retros: the dashboard shows the latest. */
export { RecentRetros } from './recent-retros';
