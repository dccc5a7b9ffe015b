import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../../server/modules/audit/tables';
import { memberSubject } from '../../../../server/modules/member';
import { balanceOf, ensureMemberAccount } from '../../../../server/modules/wallet/accounts';
import { HOUSE_SLOT_VENDOR } from '../../../../server/vendors/house-slot/adapter';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import type { RollbackRequest, SeamlessWalletClient } from '../../../../server/vendors/seamless/contract';
import { ROUND_ROLLED_BACK } from '../../../../server/vendors/settlements/store';
import { houseVendorSettlements } from '../../../../server/vendors/settlements/tables';
import { createRoundRunner, ROUND_FAILED } from '../../../../server/vendors/wallet-round';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT } from '../../modules/seamless/fixtures';

const TIMEOUT_MS = 10 * 60_000;
const FUNDS = 10_000n;
const STAKE = 100;

describe.each(databases())('open rounds of the house vendors on $name', (dbCase) => {
  const suite = suiteApp(dbCase);
  // Ahead of the app's own clock, so the app's resend passes never find these rows due.
  const clock = { now: Date.now() + 60_000 };
  let players = 0;

  /** A game server node: a runner over the app's database with the test's clock; two of them are two nodes. */
  const node = (client: SeamlessWalletClient = createSeamlessClient(suite.app, HOUSE_SLOT_VENDOR)) =>
    createRoundRunner({
      log: suite.app.log,
      db: suite.app.db,
      now: () => clock.now,
      clientFor: () => client,
      vendors: { only: [HOUSE_SLOT_VENDOR] },
      retryDelaysMs: [0],
      openRoundTimeoutMs: TIMEOUT_MS,
    });

  const player = async () => {
    const funded = await fundedPlayer(suite.app, `openround${++players}`, FUNDS);
    const balance = async () => balanceOf(suite.app.db, (await ensureMemberAccount(suite.app.db, MERCHANT, funded.memberId, 'real')).account.id);
    const audits = () =>
      suite.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, memberSubject(funded.memberId)), eq(auditLog.action, ROUND_ROLLED_BACK)));
    return { ...funded, balance, audits };
  };

  /** A round whose debit went through and whose process died before the result was stored. */
  const crashedRound = async (sessionId: string, runner = node()) => {
    await expect(
      runner.play(HOUSE_SLOT_VENDOR, { sessionId, gameId: 10_001, stake: STAKE }, () => {
        throw new Error('the process died mid-round');
      }),
    ).rejects.toThrow('mid-round');
  };

  it('returns the stake of a round left without a result once the timeout has passed, exactly once, with an audit row', async () => {
    const { sessionId, balance, audits } = await player();
    await crashedRound(sessionId);
    expect(await balance()).toBe(FUNDS - BigInt(STAKE));
    clock.now += TIMEOUT_MS;
    const sweeper = node();
    await sweeper.resendDue();
    expect(await balance()).toBe(FUNDS);
    // A rerun, and another node long after, pay nothing more.
    await sweeper.resendDue();
    clock.now += 24 * 60 * 60_000;
    await node().resendDue();
    expect(await balance()).toBe(FUNDS);
    const [audit, ...more] = await audits();
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actor: 'house-vendor', detail: { vendorCode: HOUSE_SLOT_VENDOR, ledgerTransactionId: expect.any(Number), balance: Number(FUNDS) } });
  });

  it('returns the stake once when two sweepers run at the same moment, and a second rollback of the same debit pays nothing', async () => {
    const { sessionId, balance, audits } = await player();
    await crashedRound(sessionId);
    clock.now += TIMEOUT_MS;
    await Promise.all([node().resendDue(), node().resendDue()]);
    expect(await balance()).toBe(FUNDS);
    expect(await audits()).toHaveLength(1);
    // Even sent twice at once under other request ids (a claim lost), the wallet keys the refund by the debit.
    const sent = (await suite.app.db.select().from(houseVendorSettlements)).find((r) => (r.body as RollbackRequest).sessionId === sessionId)!;
    const body = sent.body as RollbackRequest;
    const client = createSeamlessClient(suite.app, HOUSE_SLOT_VENDOR);
    await Promise.all([client.rollback({ ...body, requestId: `${body.requestId}:a` }), client.rollback({ ...body, requestId: `${body.requestId}:b` })]);
    expect(await balance()).toBe(FUNDS);
  });

  it('leaves a round that got its result untouched', async () => {
    const { sessionId, balance, audits } = await player();
    expect(await node().play(HOUSE_SLOT_VENDOR, { sessionId, gameId: 10_001, stake: STAKE }, () => ({ win: 0 }))).toMatchObject({ ok: true });
    clock.now += 2 * TIMEOUT_MS;
    await node().resendDue();
    expect(await balance()).toBe(FUNDS - BigInt(STAKE));
    expect(await audits()).toEqual([]);
  });

  it('leaves a round younger than the timeout open, and returns its stake when the timeout is reached', async () => {
    const { sessionId, balance, audits } = await player();
    await crashedRound(sessionId);
    clock.now += TIMEOUT_MS - 1;
    await node().resendDue();
    expect(await balance()).toBe(FUNDS - BigInt(STAKE));
    expect(await audits()).toEqual([]);
    clock.now += 1;
    await node().resendDue();
    expect(await balance()).toBe(FUNDS);
    expect(await audits()).toHaveLength(1);
  });

  it('returns the stake instead of paying the result when the debit answers only after the timeout and a sweeper took the round', async () => {
    const { sessionId, balance, audits } = await player();
    const wallet = createSeamlessClient(suite.app, HOUSE_SLOT_VENDOR);
    const slowDebit: SeamlessWalletClient = {
      ...wallet,
      debit: async (body) => {
        const answer = await wallet.debit(body);
        clock.now += TIMEOUT_MS;
        await node().resendDue();
        return answer;
      },
    };
    const result = await node(slowDebit).play(HOUSE_SLOT_VENDOR, { sessionId, gameId: 10_001, stake: STAKE }, () => ({ win: 700 }));
    expect(result).toMatchObject({ ok: false, code: ROUND_FAILED });
    expect(await balance()).toBe(FUNDS);
    expect(await audits()).toHaveLength(1);
  });
});
