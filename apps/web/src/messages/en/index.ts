import { admin } from './admin';
import { adminContent } from './admin-content';
import { adminPlayers } from './admin-players';
import { adminReports } from './admin-reports';
import { adminResults } from './admin-results';
import { adminTournaments } from './admin-tournaments';
import { calendar } from './calendar';
import { common } from './common';
import { community } from './community';
import { competition } from './competition';
import { contact } from './contact';
import { content } from './content';
import { directory } from './directory';
import { enrolment } from './enrolment';
import { errors } from './errors';
import { finance } from './finance';
import { footer } from './footer';
import { home } from './home';
import { legal } from './legal';
import { membership } from './membership';
import { meta } from './meta';
import { nav } from './nav';
import { notifications } from './notifications';
import { organizers } from './organizers';
import { pages } from './pages';
import { payments } from './payments';
import { picklezone } from './picklezone';
import { players } from './players';
import { privacy } from './privacy';
import { security } from './security';
import { tournaments } from './tournaments';
import { training } from './training';

/** The whole English catalogue (tests and types; the app loads it in parts, see `core.ts`). */
export const en = {
  common,
  nav,
  footer,
  errors,
  home,
  pages,
  legal,
  meta,
  admin,
  players,
  adminPlayers,
  tournaments,
  organizers,
  calendar,
  enrolment,
  notifications,
  directory,
  contact,
  adminTournaments,
  content,
  training,
  adminContent,
  adminReports,
  adminResults,
  community,
  picklezone,
  security,
  membership,
  privacy,
  payments,
  finance,
  competition,
};

export type Messages = typeof en;
