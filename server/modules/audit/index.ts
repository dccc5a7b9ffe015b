/** The audit module's public surface (the audit trail and its hash chain): the only file other code imports. */
export { type ChainHead, type ChainReport, chainHead, checkAnchor, sealAuditLog, verifyAuditChain } from './chain';
export { auditConsoleRoutes } from './console-routes';
export { auditSealerPlugin } from './sealer';
export { type Actor, recordAudit } from './service';
