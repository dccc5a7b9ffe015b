/** The KYC module's public surface (identity verification): the only file other code imports. */
export { kycStatusOf } from './status';
