/** The user agreement module's public surface (versions per merchant, acceptances, the check before play): the only file other code imports. */
export { agreementConsoleRoutes } from './console-routes';
export { agreementRoutes } from './routes';
export { seedAcceptances, seedAgreement } from './seed';
export { acceptCurrentAgreement, agreementStatus, type AgreementMember, requireAcceptedAgreement } from './service';
