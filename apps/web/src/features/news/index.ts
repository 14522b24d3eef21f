// The news feature's public face (ADR 009).
export { NewsReader } from './components/news-reader';
export { TournamentNoticeBanner } from './components/tournament-notice-banner';
export { LazyFeaturedVideoSection, LazyLatestNewsSection } from './components/lazy-sections';
