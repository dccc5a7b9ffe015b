/** The audit module's public surface (the audit trail): the only file other code imports. */
export { type Actor, recordAudit } from './service';
