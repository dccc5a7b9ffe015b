/** Shared set-up of the mall tests: an app with the lottery's issues made, members holding points, live items, and the calls. */
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { Envelope } from '@common/contract/envelope';
import { LoyaltyPath, type MallItemValue, type MallOrderValue, type RedeemRequest } from '@common/contract/loyalty';
import type { MallItemDraft } from '@common/contract/consoleLoyalty';
import { creditPoints } from '../../../../../server/modules/loyalty/points';
import { itemColumns } from '../../../../../server/modules/loyalty/mall/console-items';
import { spendablePoints } from '../../../../../server/modules/loyalty/mall/reads';
import { mallItems, mallMemberCounts, mallOrders, type MallItemRow } from '../../../../../server/modules/loyalty/mall/tables';
import type { Member } from '../../../../../server/modules/member/service';
import { addMember, call, setWhitelabel, tokenFor, TestClock } from '../../../helpers/accounts';
import { suiteApp, type DatabaseCase, type SuiteApp } from '../../../helpers/build';
import { clearLoyaltySeed } from '../fixtures';

export const PASSWORD = 'secret123';
let serial = 0;

/** The app of a describe block on a clock the test moves, with the lottery's issues made and PTSYS3 on. */
export function mallApp(db: DatabaseCase): { t: SuiteApp; clock: TestClock } {
  const clock = new TestClock(Date.UTC(2030, 0, 15, 12, 0, 30));
  const t = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
    await setWhitelabel(app, { PTSYS3: true });
    await clearLoyaltySeed(app.db);
  });
  return { t, clock };
}

/** Credits points to a member (a turnover lot as the earning consumer would make). */
export async function givePoints(app: FastifyInstance, member: Pick<Member, 'id' | 'merchantCode'>, points: number): Promise<void> {
  await app.db.transaction((tx) =>
    creditPoints(tx, { merchantCode: member.merchantCode, memberId: member.id, points: BigInt(points), source: 'test', sourceId: `grant-${(serial += 1)}`, kind: 'earn', now: new Date(app.now()), expiryDays: 365 }),
  );
}

/** A new real member holding `points` (no login). */
export async function memberWithPoints(app: FastifyInstance, points: number, withPassword = false): Promise<Member> {
  const member = await addMember(app, { username: `mall${process.pid % 1000}x${(serial += 1)}`, ...(withPassword ? { password: PASSWORD } : {}) });
  if (points > 0) await givePoints(app, member, points);
  return member;
}

/** A new real member holding `points`, logged in. */
export async function player(app: FastifyInstance, points: number): Promise<{ member: Member; token: string }> {
  const member = await memberWithPoints(app, points, true);
  return { member, token: await tokenFor(app, member.username, PASSWORD) };
}

const NONE = { bonusAmount: null, wageringMultiplierPercent: null, lotteryGameCode: null, ticketStake: null };

/** A draft of the kind (live from an hour before `at`), with overrides. */
export function itemDraft(kind: MallItemDraft['kind'], at: number, overrides: Partial<MallItemDraft> = {}): MallItemDraft {
  const figures =
    kind === 'bonus' ? { bonusAmount: 1_000, wageringMultiplierPercent: 200 } : kind === 'lotteryTicket' ? { lotteryGameCode: 'SSC1', ticketStake: 200 } : {};
  return {
    kind,
    title: { EN: `A ${kind}`, BN: `একটি ${kind}` },
    description: { EN: 'Test item' },
    imageUrl: null,
    pricePoints: 100,
    stock: null,
    perMemberLimit: null,
    minLevelRank: null,
    startsAt: at - 3_600_000,
    endsAt: null,
    ...NONE,
    ...figures,
    sortOrder: 0,
    ...overrides,
  };
}

/** A live item inserted as the console would leave it. */
export async function liveItem(app: FastifyInstance, kind: MallItemDraft['kind'], overrides: Partial<MallItemDraft> = {}): Promise<MallItemRow> {
  const at = new Date(app.now());
  const [row] = await app.db
    .insert(mallItems)
    .values({ ...itemColumns(itemDraft(kind, app.now(), overrides)), merchantCode: 'MLOBBY', state: 'live', createdBy: 'test', createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export const DELIVERY = { name: 'Rahim Uddin', phone: '+8801711000000', address: '12 Road 5, Dhanmondi, Dhaka' };

/** POST LoyaltyPath.redeem; the envelope. */
export async function redeemCall(app: FastifyInstance, token: string, body: Partial<RedeemRequest>, headers: Record<string, string> = {}): Promise<Envelope<MallOrderValue>> {
  return (await call(app, 'POST', LoyaltyPath.redeem, { token, payload: body as Record<string, unknown>, headers })).json<Envelope<MallOrderValue>>();
}

export async function itemsCall(app: FastifyInstance, token: string, headers: Record<string, string> = {}): Promise<Envelope<MallItemValue[]>> {
  return (await call(app, 'GET', LoyaltyPath.mallItems, { token, headers })).json<Envelope<MallItemValue[]>>();
}

export async function ordersCall(app: FastifyInstance, token: string): Promise<Envelope<MallOrderValue[]>> {
  return (await call(app, 'GET', LoyaltyPath.mallOrders, { token })).json<Envelope<MallOrderValue[]>>();
}

/** What a redemption changes, to check a refusal changed none of it. */
export async function snapshot(app: FastifyInstance, member: Pick<Member, 'id'>, itemId: number) {
  const [item] = await app.db.select().from(mallItems).where(eq(mallItems.id, itemId));
  const [orders] = await app.db.select({ n: count() }).from(mallOrders).where(and(eq(mallOrders.memberId, member.id), eq(mallOrders.itemId, itemId)));
  const [counted] = await app.db.select({ n: mallMemberCounts.count }).from(mallMemberCounts).where(and(eq(mallMemberCounts.memberId, member.id), eq(mallMemberCounts.itemId, itemId)));
  return { stock: item!.stock, sold: item!.sold, orders: orders!.n, count: counted?.n ?? 0, points: await spendablePoints(app.db, member.id, new Date(app.now())) };
}

let requests = 0;
export const requestId = (): string => `r-${process.pid}-${(requests += 1)}`;
