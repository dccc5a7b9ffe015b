/** The sms module's public surface (SMS codes and the development outbox): the only file other code imports. */
export { devOutboxMessaging, type Messaging } from './providers';
export { purgeSmsCodes } from './repository';
export { outboxConsoleRoutes } from './console-routes';
export { devOutboxRoutes, smsRoutes } from './routes';
export { DialingCodeField, MobileField, SmsCodeField } from './schemas';
export { verifyCode } from './service';
