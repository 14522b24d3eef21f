export { createTournamentsModule, type TournamentsApi } from './tournaments.module';
export { createTournamentsRepository, type TournamentsRepository } from './tournaments.repository';
export {
  createWebhookDeliveriesRepository,
  type WebhookDeliveriesRepository,
} from './webhook-deliveries.repository';
