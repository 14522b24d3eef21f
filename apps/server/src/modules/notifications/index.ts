export { createNotificationsModule, type NotificationsApi } from './notifications.module';
export {
  createNotificationsRepository,
  type NotificationsRepository,
} from './notifications.repository';
export type { Notify, NotifyInput } from './notifications.service';
