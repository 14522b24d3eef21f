export { DirectoryEntryPage } from './components/directory-entry-page';
export { DirectoryPage } from './components/directory-page';
