import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { CreditRequest, SeamlessResponse, SeamlessWalletClient } from '../../../../server/vendors/seamless/contract';
import { RESEND_ALERT_ATTEMPTS, RESEND_BASE_MS, RESEND_CAP_MS, resendDelayMs } from '../../../../server/vendors/settlements/backoff';
import { houseVendorSettlements } from '../../../../server/vendors/settlements/tables';
import { createRoundRunner } from '../../../../server/vendors/wallet-round';
import { databases, suiteDatabase } from '../../helpers/build';

const ceiling = (attempts: number) => Math.min(RESEND_BASE_MS * 2 ** attempts, RESEND_CAP_MS);

describe('resendDelayMs', () => {
  it('stays in [0, min(base · 2^attempts, cap)) for any draw and any attempt count', () => {
    for (let attempts = 0; attempts <= 200; attempts++) {
      for (const draw of [0, 0.25, 0.5, 0.999_999]) {
        const delay = resendDelayMs(attempts, () => draw);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling(attempts));
      }
    }
  });

  it('doubles its ceiling with each attempt until the cap, then stays at the cap', () => {
    const top = (attempts: number) => resendDelayMs(attempts, () => 0.999_999) + 1;
    expect(top(0)).toBe(RESEND_BASE_MS);
    expect(top(1)).toBe(2 * RESEND_BASE_MS);
    expect(top(5)).toBe(32 * RESEND_BASE_MS);
    expect(top(40)).toBe(RESEND_CAP_MS);
    expect(top(1_000)).toBe(RESEND_CAP_MS);
  });

  it('spreads the waits of one attempt count over the whole interval (full jitter)', () => {
    expect(resendDelayMs(3, () => 0)).toBe(0);
    expect(resendDelayMs(3, () => 0.5)).toBe(4 * RESEND_BASE_MS);
  });
});

const down: SeamlessResponse = { success: false, code: 'unknown', message: 'down' };
const ok: SeamlessResponse = { success: true, value: { balance: 1, currency: 'BDT' } };

describe.each(databases())('resending owed settlements with backoff on $name', (dbCase) => {
  const suite = suiteDatabase(dbCase);

  let vendorSeq = 0;
  /** A vendor of its own whose credits answer `creditAnswer()`, a clock the test moves and a draw it fixes; a new runner on the same rows is a restart. */
  const setup = (draw: number) => {
    const vendor = `B${++vendorSeq}`;
    const clock = { now: 1_800_000_000_000 };
    const credits: CreditRequest[] = [];
    let creditAnswer = () => down;
    const client: SeamlessWalletClient = {
      balance: async () => ok,
      debit: async () => ok,
      credit: async (body) => (credits.push(body), creditAnswer()),
      rollback: async () => ok,
    };
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const runner = () =>
      createRoundRunner({ log, db: suite.db, now: () => clock.now, clientFor: () => client, vendors: { only: [vendor] }, retryDelaysMs: [0], random: () => draw, openRoundTimeoutMs: 60_000 });
    const row = async () => (await suite.db.select().from(houseVendorSettlements).where(eq(houseVendorSettlements.vendorCode, vendor)))[0]!;
    const answer = (next: () => SeamlessResponse) => (creditAnswer = next);
    return { vendor, clock, credits, lines, runner, row, answer };
  };
  const round = { sessionId: 's', gameId: null, stake: 100 };

  it('waits longer after each failed attempt, doubling up to the cap', async () => {
    const { vendor, clock, runner, row } = setup(0.999_999);
    const first = runner();
    await first.play(vendor, round, () => ({ win: 50 }));
    const waits: number[] = [];
    for (let pass = 0; pass < 12; pass++) {
      const owed = await row();
      waits.push(owed.nextAttemptAt.getTime() - clock.now);
      clock.now = owed.nextAttemptAt.getTime();
      await first.resendDue();
    }
    expect(waits).toEqual(waits.map((_, i) => ceiling(i + 1) - 1));
    expect(waits.at(-1)).toBe(RESEND_CAP_MS - 1);
  });

  it('sends nothing before the stored next attempt, and a restarted runner resumes from it instead of resending at once', async () => {
    const { vendor, clock, credits, runner, row } = setup(0.5);
    await runner().play(vendor, round, () => ({ win: 50 }));
    const due = (await row()).nextAttemptAt.getTime();
    expect(due).toBe(clock.now + ceiling(1) / 2);
    const restarted = runner();
    clock.now = due - 1;
    await restarted.resendDue();
    expect(credits).toHaveLength(1);
    clock.now = due;
    await restarted.resendDue();
    expect(credits).toHaveLength(2);
  });

  it('stops resending once the wallet accepts the settlement', async () => {
    const { vendor, clock, credits, runner, row, answer } = setup(0);
    const first = runner();
    await first.play(vendor, round, () => ({ win: 50 }));
    await first.resendDue();
    answer(() => ok);
    await first.resendDue();
    expect(await row()).toMatchObject({ attempts: 3, settledAt: new Date(clock.now) });
    clock.now += 10 * RESEND_CAP_MS;
    await first.resendDue();
    await runner().resendDue();
    expect(credits).toHaveLength(3);
  });

  it(`alerts the operators on every failure from ${RESEND_ALERT_ATTEMPTS} attempts on, and keeps resending at the cap`, async () => {
    const { vendor, clock, lines, runner, row } = setup(0.999_999);
    const first = runner();
    await first.play(vendor, round, () => ({ win: 50 }));
    await suite.db.update(houseVendorSettlements).set({ attempts: RESEND_ALERT_ATTEMPTS - 2 }).where(eq(houseVendorSettlements.vendorCode, vendor));
    clock.now = (await row()).nextAttemptAt.getTime();
    await first.resendDue();
    expect(lines.filter((line) => line.alert)).toEqual([]);
    for (let pass = 0; pass < 2; pass++) {
      clock.now = (await row()).nextAttemptAt.getTime();
      await first.resendDue();
      expect((await row()).nextAttemptAt.getTime() - clock.now).toBe(RESEND_CAP_MS - 1);
    }
    expect(lines.filter((line) => line.alert === 'settlement.long.owed')).toHaveLength(2);
    expect(await row()).toMatchObject({ attempts: RESEND_ALERT_ATTEMPTS + 1, settledAt: null });
  });
});
