export { createMailModule, type MailApi } from './mail.module';
export { createMailOutboxRepository, type MailOutboxRepository } from './mail-outbox.repository';
export { createMailer, type Mailer, type MailMessage, type SentMail } from './mailer';
