/** The transfer module's public surface (transfer-wallet vendors: moves, held transfers, sweep, routes): the only file other code imports. */
export { isTransferVendor, transferApiOf, transferVendorOwnerId } from './apis';
export { launchModeOf, memberTransfers, transferValue, transferVendorsOf, vendorBalances } from './balances';
export { memberVendorPlayers, moveIn, moveOut, type MoveResult } from './moves';
export { ensureVendorPlayer, findVendorPlayer, markLaunched } from './players';
export { transferJobStep, transferPlugin } from './plugin';
export { recallError, recallMember, sweepIdle } from './recall';
export { queryDelayMs, queryTransfer, resolveDueTransfers, resolveTransfer, type QueryResult } from './resolve';
export { postingKey } from './settle';
export { transferRoutes } from './routes';
export { OPEN_TRANSFER_STATES, vendorPlayers, vendorTransfers, type TransferCause, type TransferState, type VendorPlayerRow, type VendorTransferRow } from './tables';
export { transferOnLaunch } from './launch';
export { transferConsoleRoutes } from './console';
