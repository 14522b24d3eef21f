import { DirectoryPage } from '@/features/directory';

/** The finder of referees (the directory's public list). */
export function RefereeRoute() {
  return <DirectoryPage kind="referee" />;
}
