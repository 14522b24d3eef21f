export { RelationsCard } from './components/relations-card';
