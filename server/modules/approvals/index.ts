/** The approvals module's public surface (maker-checker): the only file other code imports. */
export { type ApprovalKindDef, type ApprovalSummary } from './kinds';
export { approvalReviewSource } from './review-source';
export { approvalRoutes } from './routes';
export { type ApprovalRow } from './tables';
