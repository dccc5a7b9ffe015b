/**
 * The wallet as other modules use it. Money moves only through the intents below (stake, payout,
 * refund, adjust, demo credit, deposit, withdrawals, bonuses, points, agent transfers); guarded
 * intents run the guards other modules register on `app.walletGuards` (plugin 'wallet'). The
 * ledger's posting function, its tables and balance checks stay private to this module.
 */
export { balanceOf, channelAccount, ensureMemberAccount, houseAccount, LEDGER_CURRENCY, lockAccounts, vendorAccount, vendorPlayerAccount } from './accounts';
export { memberBalances, memberPostings, type PostingFilter } from './console';
export { walletConsoleRoutes } from './console-routes';
export { walletAdjustmentApproval, walletAdjustmentReviewSource } from './adjustment-approval';
export { payoutBatch, type BatchPayout } from './batch-intents';
export { adjust, demoCredit, deposit, withdrawHold, withdrawPay, withdrawRelease } from './cashier-intents';
export { type AdjustIntent, type DemoCreditIntent, type DepositIntent, type WithdrawalIntent, type WithdrawPayIntent } from './cashier-intents';
export { payout, refund, stake, type GameIntent, type GameReference, type RefundIntent } from './game-intents';
export { FLOW_KINDS, memberFlows, type FlowKind, type MemberFlow } from './flows';
export { guardMember } from './guarded-members';
export { GUARDED_INTENTS, walletPlugin, type WalletGuards, type GuardAttempt, type GuardedIntent, type GuardRefusal, type WalletGuard } from './guards';
export { INTENT_KIND, type Details, type IntentName, type MemberSide } from './intents';
export { type Posted } from './ledger';
export { FEED_START, memberLegsAfter, postingDatedBeforeAfter, postingsClosedBefore, readPostings, type FeedLeg, type FeedPosition, type FeedPosting } from './postings';
export { GUARDED, seamlessOneTrip, type SeamlessCall } from './one-trip';
export { agentCommission, agentTransfer, bonusForfeit, bonusGrant, pointsEarn, pointsExpire, pointsRedeem } from './reward-intents';
export { type AgentTransferIntent, type BonusIntent, type CommissionIntent, type PointsIntent } from './reward-intents';
export { transferIn, transferOut, transferReverse, vendorResult, type TransferIntent, type VendorResultIntent } from './transfer-intents';
export { vendorPlayerBalances } from './vendor-player-balances';
export { walletRoutes } from './routes';
export { accountKindOf, memberAccount } from './service';
export { type AccountKind, type TransactionKind } from './tables';
export { wireAmount } from './wire';
