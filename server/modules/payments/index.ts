/**
 * The payments module's public surface (issue 14: channels, deposits, payment rules): the only
 * file other code imports. The withdrawal side builds on channelById, openChannelSecret,
 * paymentSettingsOf and the adapters of server/channels.
 */
export { paymentCallbackRoutes } from './callback-routes';
export { type PaymentChannelRow, type PaymentSettingsRow } from './channel-tables';
export { channelById, channelFee, channelName, depositChannels, findChannel, openChannelSecret, simulatorSecret } from './channels';
export { type DepositRow } from './deposit-tables';
export { memberDeposits } from './reads';
export { recordPage, recordPageSchema, recordPaging, recordRange, recordsQuery } from '../../http/records';
export { DepositSchema } from './schemas';
export { languageOf, paymentRoutes } from './routes';
export { PAYMENT_SETTINGS_DEFAULTS, paymentSettingsOf, type PaymentSettings } from './settings';
export { dayStart } from './deposits';
export { expireDeposits } from './transitions';
export { paymentConsoleRoutes } from './console-routes';
export { seedPaymentChannels } from './seed';
export { depositReviewSource } from './review-source';
