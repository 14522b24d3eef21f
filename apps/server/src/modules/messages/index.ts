export { createMessagesModule } from './messages.module';
export { createMessagesRepository, type MessagesRepository } from './messages.repository';
