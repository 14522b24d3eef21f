import { DirectoryPage } from '@/features/directory';

/** The finder of venues (the directory's public list). */
export function VenueRoute() {
  return <DirectoryPage kind="venue" />;
}
