export { createSessionsModule } from './sessions.module';
export { createSessionsRepository, type SessionsRepository } from './sessions.repository';
export {
  createSessionsService,
  type Actor,
  type IssuedSession,
  type SessionMeta,
  type SessionsService,
} from './sessions.service';
