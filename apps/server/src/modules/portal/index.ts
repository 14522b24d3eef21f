export type { PortalClient } from './portal.client';
export {
  createPortalOutboxRepository,
  type PortalOutboxRepository,
} from './portal-outbox.repository';
export { createPortalModule, type PortalApi } from './portal.module';
