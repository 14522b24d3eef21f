// The admin players feature's public face: what the app composes (ADR 009).
export { ManagePlayersSection } from './components/manage-players-section';
export { MessagesSection } from './components/messages-section';
