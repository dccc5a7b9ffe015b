/** The KYC module's public surface (identity verification): the only file other code imports. */
export { kycForConsole } from './console';
export { kycReviewSource } from './review';
export { kycRoutes } from './routes';
export { kycStatusOf } from './status';
