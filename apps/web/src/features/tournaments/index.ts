// The tournaments feature's public face (ADR 009).
export { MyTournamentsPanel } from './components/my-tournaments-panel';
export { TournamentCalendarPage } from './components/tournament-calendar-page';
export { TournamentEventPage } from './components/tournament-event-page';
export { LazyUpcomingTournamentsSection } from './components/lazy-sections';
