import { DirectoryPage } from '@/features/directory';

/** The finder of coaches (the directory's public list). */
export function CoachesRoute() {
  return <DirectoryPage kind="coach" />;
}
