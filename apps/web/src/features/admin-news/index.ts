export { UpdateNewsSection } from './components/news-section';
