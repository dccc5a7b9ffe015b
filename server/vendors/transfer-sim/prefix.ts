/** Mount point of the transfer-wallet vendor simulator's pages (server/app.ts registers its routes here; its adapter launches there). */
export const TRANSFER_SIM_PREFIX = '/vendors/transfer-sim';

/** The vendor code of the demo catalogue's transfer-wallet vendor (Velvet Studio, live casino) played on the simulator. */
export const TRANSFER_SIM_VENDOR = 'VLS';
