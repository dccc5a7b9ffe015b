/** The approvals module's public surface (maker-checker): the only file other code imports. */
export { type ApprovalKindDef } from './kinds';
export { approvalRoutes } from './routes';
export { type ApprovalRow } from './tables';
