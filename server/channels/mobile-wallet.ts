/**
 * Mobile wallet (bKash, Nagad, Rocket style): the player sends the amount to the merchant's
 * receiving number from their phone, then enters the sender number and the TrxID of the
 * confirmation SMS; an operator checks it against the merchant's wallet and approves.
 */
import { manualAdapter } from './manual';

export const mobileWalletAdapter = manualAdapter('mobile-wallet', 'mobileWallet', 'Mobile wallet (manual review)');
