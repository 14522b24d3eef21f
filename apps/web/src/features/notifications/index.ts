export { NotificationBellSlot } from './components/notification-bell-slot';
export { NotificationSettingsCard } from './components/notification-settings-card';
