export { createSessionsModule } from './sessions.module';
export {
  createSessionsRepository,
  type SessionSubject,
  type SessionsRepository,
} from './sessions.repository';
export { sessionsRoutes } from './sessions.routes';
export {
  createSessionsService,
  type Actor,
  type IssuedSession,
  type SessionMeta,
  type SessionsService,
} from './sessions.service';
