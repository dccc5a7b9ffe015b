/**
 * The wallet as other modules use it. Money moves only through postMemberTransfer (and later the
 * intents that grow from it); the ledger's posting function, its tables and balance checks stay
 * private to this module.
 */
export { balanceOf, ensureMemberAccount, houseAccount, LEDGER_CURRENCY, vendorAccount } from './accounts';
export { walletAdminRoutes } from './admin-routes';
export { type Posted } from './ledger';
export { walletRoutes } from './routes';
export { accountKindOf, memberAccount } from './service';
export { type AccountKind, type TransactionKind } from './tables';
export { lockAccounts, postMemberTransfer, type MemberTransfer } from './transfer';
export { wireAmount } from './wire';
