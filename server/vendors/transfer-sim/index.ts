/** The transfer-wallet vendor simulator's public surface (its adapter, books and fault control). */
export { transferSimAdapter } from './adapter';
export { simPlayerByExternalId, simPlayerRef, transferSimApi } from './api';
export { MONEY_FAULTS, STATUS_FAULTS, simulatorFaults, type MoneyFault, type StatusFault } from './faults';
export { TRANSFER_SIM_PREFIX, TRANSFER_SIM_VENDOR } from './prefix';
