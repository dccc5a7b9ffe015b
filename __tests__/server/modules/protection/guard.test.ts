/**
 * The protection guard against every way money moves: 50 concurrent seamless bets never pass a
 * loss limit, an agent top-up is judged on the receiving member, and every wallet intent is
 * classified (a new intent fails this suite until it is).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { imposeBlock } from '../../../../server/modules/protection/block-actions';
import { PROTECTED_INTENTS } from '../../../../server/modules/protection';
import { memberChange } from '../../../../server/modules/protection/settings';
import { AppError } from '../../../../server/http/envelope';
import { agentTransfer, ensureMemberAccount, GUARDED_INTENTS, INTENT_KIND, withdrawHold } from '../../../../server/modules/wallet';
import { ledgerEntries } from '../../../../server/modules/wallet/tables';
import { findMember } from '../../../../server/modules/member';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, VENDOR } from '../seamless/fixtures';
import { depositOf, MERCHANT, player, realClock, stakeOf, type Player } from './fixtures';

/** Every wallet intent: whether it takes real money from a member or credits a deposit or top-up (guarded), or not. */
const CLASSIFIED: Record<keyof typeof INTENT_KIND, 'guarded' | 'unguarded'> = {
  stake: 'guarded',
  deposit: 'guarded',
  agentTransfer: 'guarded',
  withdrawHold: 'guarded',
  transferIn: 'guarded',
  transferReverse: 'unguarded',
  transferOut: 'unguarded',
  vendorResult: 'unguarded',
  payout: 'unguarded',
  refund: 'unguarded',
  adjust: 'unguarded',
  demoCredit: 'unguarded',
  withdrawRelease: 'unguarded',
  withdrawPay: 'unguarded',
  bonusGrant: 'unguarded',
  bonusForfeit: 'unguarded',
  pointsEarn: 'unguarded',
  pointsRedeem: 'unguarded',
  pointsExpire: 'unguarded',
  agentCommission: 'unguarded',
};

const codeOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

describe.each(databases())('protection guard on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, {}, { now: clock.now });
  const subject = (id: number) => ({ id, merchantCode: MERCHANT });
  let keys = 0;

  const transfer = (from: Player, to: Player, amount: bigint) =>
    codeOf(() =>
      agentTransfer(t.app.db, t.app.walletGuards, {
        merchant: MERCHANT,
        agent: { memberId: from.id, accountId: from.accountId, kind: 'real' },
        member: { memberId: to.id, accountId: to.accountId, kind: 'real' },
        amount,
        idempotencyKey: `prot-at-${++keys}`,
        reference: { transferId: `t${keys}` },
      }),
    );
  const entriesOf = async (accountId: number) => (await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).length;
  const exclude = async (who: Player) => imposeBlock(t.app, (await findMember(t.app.db, who.id))!, { kind: 'selfExclusion', duration: '6m' }, { kind: 'member' });

  test('50 concurrent seamless bets against a nearly reached loss limit: the stakes never pass it (overshoot 0)', async () => {
    const LIMIT = 10_000;
    const { memberId, sessionId } = await fundedPlayer(t.app, `prot-conc-${db.name}`, 1_000_000n);
    await memberChange(t.app.db, subject(memberId), { target: 'loss', period: 'day' }, LIMIT, clock.now());
    const wallet = createSeamlessClient(t.app, VENDOR);
    const bet = (n: number, amount: number) => wallet.debit({ requestId: `pc-rq-${n}`, sessionId, transactionId: `pc-tx-${n}`, roundId: 'pc', gameId: 10_001, amount });
    expect((await bet(0, LIMIT - 1_000)).success).toBe(true);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bet(i + 1, 100)));
    const refused = answers.filter((a) => !a.success);
    expect(answers.filter((a) => a.success)).toHaveLength(10);
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set([ErrorCode.protectionLossLimit]));
    // The vendor hears the refusal in English.
    expect(refused[0]!.message).toMatch(/loss limit/);
    const { account } = await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real');
    const [staked] = await t.app.db
      .select({ total: sql<string>`(-sum(${ledgerEntries.amount}))::text` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account.id), sql`${ledgerEntries.amount} < 0`));
    expect(Number(staked!.total)).toBe(LIMIT);
  });

  test("an agent top-up into a self-excluded member is refused (agent.recipient.refused: the exclusion stays the member's own) and the ledger is unchanged", async () => {
    const agent = await player(t.app);
    const to = await player(t.app, 0n);
    await exclude(to);
    const before = await entriesOf(to.accountId);
    expect(await transfer(agent, to, 1_000n)).toBe(ErrorCode.agentRecipientRefused);
    expect(await entriesOf(to.accountId)).toBe(before);
  });

  test("an agent top-up counts toward the recipient's deposit limit: at the limit it is refused (agent.recipient.refused, the limit staying the member's to know), ledger unchanged", async () => {
    const agent = await player(t.app);
    const to = await player(t.app, 0n);
    await memberChange(t.app.db, subject(to.id), { target: 'deposit', period: 'day' }, 1_000, clock.now());
    expect(await depositOf(t.app, to, 600)).toBeNull();
    expect(await transfer(agent, to, 400n)).toBeNull();
    const before = await entriesOf(to.accountId);
    expect(await transfer(agent, to, 1n)).toBe(ErrorCode.agentRecipientRefused);
    expect(await depositOf(t.app, to, 1)).toBe(ErrorCode.protectionDepositLimit);
    expect(await entriesOf(to.accountId)).toBe(before);
  });

  test('a blocked agent cannot move money to others either', async () => {
    const agent = await player(t.app);
    const to = await player(t.app, 0n);
    await exclude(agent);
    expect(await transfer(agent, to, 1_000n)).toBe(ErrorCode.protectionSelfExcluded);
  });

  test('every wallet intent is classified; guarded ones are in GUARDED_INTENTS and refuse a self-excluded member, except withdrawHold, which passes', async () => {
    expect(Object.keys(INTENT_KIND).sort()).toEqual(Object.keys(CLASSIFIED).sort());
    const guarded = Object.entries(CLASSIFIED).filter(([, c]) => c === 'guarded').map(([name]) => name);
    expect([...GUARDED_INTENTS].sort()).toEqual(guarded.sort());
    expect([...PROTECTED_INTENTS].sort()).toEqual(guarded.filter((n) => n !== 'withdrawHold').sort());

    const who = await player(t.app);
    const other = await player(t.app);
    await exclude(who);
    expect(await stakeOf(t.app, who, 100)).toBe(ErrorCode.protectionSelfExcluded);
    expect(await depositOf(t.app, who, 100)).toBe(ErrorCode.protectionSelfExcluded);
    expect(await transfer(who, other, 100n)).toBe(ErrorCode.protectionSelfExcluded);
    expect(await transfer(other, who, 100n)).toBe(ErrorCode.agentRecipientRefused);
    const hold = await ensureMemberAccount(t.app.db, MERCHANT, who.id, 'withdrawal');
    const member = { memberId: who.id, accountId: who.accountId, kind: 'real' as const };
    const held = () =>
      withdrawHold(t.app.db, t.app.walletGuards, { merchant: MERCHANT, member, holdAccountId: hold.account.id, amount: 100n, idempotencyKey: `prot-wh-${who.id}`, reference: { withdrawalId: `w${who.id}` } });
    expect(await codeOf(held)).toBeNull();
  });
});
