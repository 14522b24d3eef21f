export { DirectoryPage } from './components/directory-page';
