/**
 * Statements above the merchant's payout threshold (docs/agents.md "Settlement"): recorded pending,
 * unpaid, in the 'agent-payout' review queue (agents.manage); approving pays once (a second or
 * simultaneous approval pays nothing more); rejecting needs a reason and pays nothing.
 */
import { eq } from 'drizzle-orm';
import { AGENT_PAYOUT_REVIEW_KIND } from '@common/contract/consoleAgents';
import { ErrorCode } from '@common/contract/envelope';
import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { settleDueStatements } from '../../../../../server/modules/agent';
import { agentSettings, agentStatements } from '../../../../../server/modules/agent/tables';
import { databases, suiteApp } from '../../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../../helpers/operators';
import { newAgent } from '../fixtures';
import { commissionsTo, M, signed, statementsOf } from './fixtures';

const KIND = AGENT_PAYOUT_REVIEW_KIND;
let day = 0;

describe.each(databases())('agent payout approval on $name', (dbCase) => {
  const t = suiteApp(dbCase, {}, {}, async (app) => {
    await app.db.insert(agentSettings).values({ merchantCode: M, transferDailyCap: 5_000_000n, payoutApprovalThreshold: 1_000n, topRebateBp: 100, updatedBy: 'test' });
  });
  const call = <T>(who: TestOperator, method: 'GET' | 'POST', url: string, payload?: object) => consoleCall<T>(t.app, who, method, url, payload);

  /** A top-level agent with a settled day salary of `amount`: its statement. */
  async function settledSalary(amount: number) {
    const agent = await newAgent(t.app, null);
    const start = new Date(Date.UTC(2021, 0, 1 + ++day));
    await signed(t.app.db, agent.id, 'dailySalary', 'day', [{ minActivePlayers: 0, minTurnover: 0, value: amount }], start.toISOString(), new Date(start.getTime() + 86_400_000).toISOString());
    await settleDueStatements(t.app.db, Date.now(), { testClock: false });
    const [statement] = await statementsOf(t.app.db, agent.id, 'dailySalary');
    return { agent, statement: statement! };
  }

  test('a statement at or below the threshold is paid at settlement; above it waits, unpaid, in the agent-payout queue', async () => {
    const small = await settledSalary(1_000);
    expect(small.statement.state).toBe('paid');
    expect(await commissionsTo(t.app.db, small.agent.id)).toEqual({ n: 1, sum: 1_000n });
    const big = await settledSalary(1_001);
    expect(big.statement).toMatchObject({ state: 'pending', paid: 1_001n });
    expect(await commissionsTo(t.app.db, big.agent.id)).toEqual({ n: 0, sum: 0n });
    const manager = await operatorWith(t.app, ['agentManager']);
    const queue = await call<ReviewPage>(manager, 'GET', ReviewPath.queue(KIND));
    expect(queue.body.value!.items.find((i) => i.id === String(big.statement.id))).toMatchObject({ kind: KIND, status: 'pending', open: true, amount: 1_001, player: { id: big.agent.id } });
    expect(queue.body.value!.items.some((i) => i.id === String(small.statement.id))).toBe(false);
  });

  test('approving pays the statement once: a second approval is refused and pays nothing', async () => {
    const { agent, statement } = await settledSalary(5_000);
    const manager = await operatorWith(t.app, ['agentManager']);
    const approved = await call<ReviewItemValue>(manager, 'POST', ReviewPath.approve(KIND, String(statement.id)), { reason: 'checked the team figures' });
    expect(approved.body.value).toMatchObject({ status: 'paid', open: false });
    expect((await call(manager, 'POST', ReviewPath.approve(KIND, String(statement.id)), { reason: 'again' })).body.code).toBe(ErrorCode.reviewNotOpen);
    expect(await commissionsTo(t.app.db, agent.id)).toEqual({ n: 1, sum: 5_000n });
    const [row] = await t.app.db.select().from(agentStatements).where(eq(agentStatements.id, statement.id));
    expect(row).toMatchObject({ state: 'paid', decidedBy: manager.username });
  });

  test('two operators approving at once pay once', async () => {
    const { agent, statement } = await settledSalary(7_000);
    const [ann, bob] = [await operatorWith(t.app, ['agentManager']), await operatorWith(t.app, ['owner'])];
    const results = await Promise.all([ann, bob].map((who) => call(who, 'POST', ReviewPath.approve(KIND, String(statement.id)), { reason: 'ok' })));
    expect(results.map((r) => r.body.success).sort()).toEqual([false, true]);
    expect(await commissionsTo(t.app.db, agent.id)).toEqual({ n: 1, sum: 7_000n });
  });

  test('rejecting needs a reason, records it and pays nothing; the carry stands as computed', async () => {
    const { agent, statement } = await settledSalary(3_000);
    const manager = await operatorWith(t.app, ['agentManager']);
    expect((await call(manager, 'POST', ReviewPath.reject(KIND, String(statement.id)), { reason: ' ' })).body.code).toBe(ErrorCode.requestInvalid);
    const rejected = await call<ReviewItemValue>(manager, 'POST', ReviewPath.reject(KIND, String(statement.id)), { reason: 'team figures under investigation' });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', open: false });
    const [row] = await t.app.db.select().from(agentStatements).where(eq(agentStatements.id, statement.id));
    expect(row).toMatchObject({ state: 'rejected', reason: 'team figures under investigation', carryOut: 0n });
    expect(await commissionsTo(t.app.db, agent.id)).toEqual({ n: 0, sum: 0n });
    expect((await call(manager, 'POST', ReviewPath.approve(KIND, String(statement.id)), { reason: 'changed my mind' })).body.code).toBe(ErrorCode.reviewNotOpen);
  });

  test('an operator without agents.manage can neither see nor decide the queue', async () => {
    const { statement } = await settledSalary(2_000);
    const finance = await operatorWith(t.app, ['finance']);
    expect((await call(finance, 'GET', ReviewPath.queue(KIND))).body.code).toBe(ErrorCode.operatorForbidden);
    expect((await call(finance, 'POST', ReviewPath.approve(KIND, String(statement.id)), { reason: 'x' })).body.code).toBe(ErrorCode.operatorForbidden);
  });
});
