/**
 * The transfer-wallet vendor simulator's adapter (clearly labelled a simulator): Velvet Studio of
 * the demo catalogue keeps its players' balances here; the platform moves money in on launch and
 * back on return (docs/transfer-wallet.md).
 */
import type { LaunchContext, VendorAdapter } from '../adapter';
import { transferSimApi } from './api';
import { TRANSFER_SIM_PREFIX, TRANSFER_SIM_VENDOR } from './prefix';

export const transferSimAdapter: VendorAdapter = {
  id: TRANSFER_SIM_VENDOR,
  name: 'Transfer-wallet vendor simulator',
  transferWallet: { connect: (deps) => transferSimApi(TRANSFER_SIM_VENDOR, deps) },
  launch(ctx: LaunchContext): string {
    const query = new URLSearchParams({
      ticket: ctx.ticket,
      vendor: ctx.vendorCode,
      lang: ctx.language.toLowerCase(),
      back: ctx.backUrl,
      name: ctx.game?.displayName ?? ctx.vendorCode,
    });
    return `${TRANSFER_SIM_PREFIX}/?${query.toString()}`;
  },
};
