export { createAuditModule } from './audit.module';
export { createAuditRepository, type AuditRepository } from './audit.repository';
export type { AuditService } from './audit.service';
