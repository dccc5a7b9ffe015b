/**
 * Bank transfer: the player transfers the amount to the merchant's bank account with the
 * deposit's reference and uploads a picture of the receipt; an operator checks the statement and approves.
 */
import { manualAdapter } from './manual';

export const bankTransferAdapter = manualAdapter('bank-transfer', 'bankTransfer', 'Bank transfer (manual review)');
