export { DirectorySection } from './components/directory-section';
