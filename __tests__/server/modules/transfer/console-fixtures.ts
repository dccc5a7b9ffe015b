/**
 * Set-up of the console transfer tests: a test transfer-wallet vendor (TWT) whose balance answer
 * is the simulator's books (transfer_sim_players), members with vendor players, money on their
 * vendor-player accounts, and transfers in given states.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TransferState } from '../../../../server/modules/transfer/tables';
import { vendorPlayers, vendorTransfers } from '../../../../server/modules/transfer/tables';
import { ensureMemberAccount, houseAccount, vendorPlayerAccount } from '../../../../server/modules/wallet/accounts';
import { WalletGuards } from '../../../../server/modules/wallet/guards';
import { postTransaction } from '../../../../server/modules/wallet/ledger';
import { transferIn } from '../../../../server/modules/wallet/transfer-intents';
import { vendorRegistry } from '../../../../server/vendors/registry';
import { transferSimPlayers } from '../../../../server/vendors/transfer-sim/tables';
import { TransferCallFailed, type TransferWalletApi } from '../../../../server/vendors/transfer-wallet';
import { addMember } from '../../helpers/accounts';

/** The test's transfer-wallet vendor: its balance answer reads the simulator's books; a ref starting "broken" times out. */
export const TEST_VENDOR = 'TWT';

export function registerTestVendor(): void {
  if (vendorRegistry.getIfExists(TEST_VENDOR)) return;
  const refuse = () => Promise.reject(new Error('not used by the console'));
  vendorRegistry.register({
    id: TEST_VENDOR,
    name: 'Test transfer-wallet vendor',
    launch: () => '/nowhere',
    transferWallet: {
      connect: ({ db }): TransferWalletApi => ({
        createPlayer: refuse,
        deposit: refuse,
        withdraw: refuse,
        status: refuse,
        balance: async ({ playerRef }) => {
          if (playerRef.startsWith('broken')) throw new TransferCallFailed('timed out');
          const [row] = await db.select().from(transferSimPlayers).where(eq(transferSimPlayers.ref, playerRef));
          return row?.balance ?? 0n;
        },
      }),
    },
  });
}

let serial = 0;
const guards = new WalletGuards();

export interface VendorPlayerFixture {
  memberId: number;
  username: string;
  vendorPlayerId: number;
  ref: string;
}

/** A member of `merchantCode` with a player at TEST_VENDOR (and at the simulated vendor's books, holding `atVendor`). */
export async function vendorPlayer(app: FastifyInstance, merchantCode: string, atVendor = 0n, refPrefix = 'twt'): Promise<VendorPlayerFixture> {
  const username = `twt${process.pid % 1000}x${++serial}`;
  const member = await addMember(app, { username, merchantCode });
  const ref = `${refPrefix}-${member.id}`;
  const at = new Date(app.now());
  const [row] = await app.db.insert(vendorPlayers).values({ merchantCode, memberId: member.id, vendorCode: TEST_VENDOR, vendorPlayerRef: ref, createdAt: at }).returning();
  await app.db.insert(transferSimPlayers).values({ ref, vendorCode: TEST_VENDOR, externalId: `${merchantCode}:${member.id}`, balance: atVendor, createdAt: at });
  return { memberId: member.id, username, vendorPlayerId: row.id, ref };
}

/** A transfer row as the transfer module writes it (money posted separately by moveIn). */
export async function transferRow(
  app: FastifyInstance,
  player: VendorPlayerFixture,
  merchantCode: string,
  fields: { state: TransferState; amount?: bigint; ageMs?: number; queries?: number; detail?: string; direction?: 'in' | 'out'; nextQueryAt?: Date },
): Promise<string> {
  const id = randomUUID();
  const at = new Date(app.now() - (fields.ageMs ?? 0));
  await app.db.insert(vendorTransfers).values({
    id,
    vendorPlayerId: player.vendorPlayerId,
    merchantCode,
    memberId: player.memberId,
    vendorCode: TEST_VENDOR,
    direction: fields.direction ?? 'in',
    amount: fields.amount ?? 1_000n,
    state: fields.state,
    cause: 'launch',
    queries: fields.queries ?? 0,
    nextQueryAt: fields.nextQueryAt ?? null,
    detail: fields.detail ?? null,
    createdAt: at,
    updatedAt: at,
    resolvedAt: fields.state === 'pending' || fields.state === 'unknown' ? null : at,
  });
  return id;
}

/** Funds the member's real account and moves `amount` to their vendor-player account (transferIn), as a launch does. */
export async function moveIn(app: FastifyInstance, player: VendorPlayerFixture, merchantCode: string, amount: bigint, transferId: string): Promise<void> {
  const { account } = await ensureMemberAccount(app.db, merchantCode, player.memberId, 'real');
  const house = await houseAccount(app.db, merchantCode, 'real');
  await postTransaction(app.db, {
    merchant: merchantCode,
    idempotencyKey: `twt-fund-${transferId}`,
    kind: 'adjustment',
    entries: [
      { accountId: house.id, amount: -amount },
      { accountId: account.id, amount },
    ],
  });
  const held = await vendorPlayerAccount(app.db, merchantCode, player.vendorPlayerId);
  await transferIn(app.db, guards, {
    merchant: merchantCode,
    amount,
    idempotencyKey: `twt-in-${transferId}`,
    member: { memberId: player.memberId, accountId: account.id, kind: 'real' },
    vendorPlayerAccountId: held.id,
    reference: { transferId, vendorCode: TEST_VENDOR },
  });
}
