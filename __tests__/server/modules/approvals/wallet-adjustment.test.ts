import type { FastifyInstance } from 'fastify';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import { WalletPath } from '@common/contract/wallet';
import type { Role } from '@common/rules/operatorRoles';
import { auditTrail } from '../../../../server/modules/audit/service';
import { memberSubject } from '../../../../server/modules/member/service';
import { createOperator } from '../../../../server/modules/operator';
import { startOperatorSession } from '../../../../server/modules/operator/sessions';
import { verifyBalances } from '../../../../server/modules/wallet/verify';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { addMember, call, tokenFor } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';

const KIND = 'wallet-adjustment';

interface Operator {
  id: number;
  username: string;
  cookie: string;
  csrf: string;
}

describe.each(databases())('maker-checker balance adjustments through the review queue ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  let memberId: number;
  let memberToken: string;
  const ops: Record<string, Operator> = {};

  let serial = 0;
  async function operator(roles: Role[], merchantCode: string | null = 'MLOBBY'): Promise<Operator> {
    const username = `mc${serial++}`;
    const row = await createOperator(app, { username, password: 'Console-pass-1', merchantCode, roles }, { actor: 'test' });
    const session = await startOperatorSession(app, row!.id, { ip: '127.0.0.1', userAgent: null });
    return { id: row!.id, username, cookie: session.token, csrf: session.csrfToken };
  }

  beforeAll(async () => {
    test = await build(db);
    app = test.app;
    memberId = (await addMember(app, { username: 'adjustee01', password: 'Secret123' })).id;
    memberToken = await tokenFor(app, 'adjustee01', 'Secret123');
    ops.maker = await operator(['finance']);
    ops.checker = await operator(['finance']);
    ops.third = await operator(['finance']);
    ops.support = await operator(['support']);
    ops.elsewhere = await operator(['finance'], 'OTHERCO');
    ops.platform = await operator(['owner'], null);
  }, 60_000);
  afterAll(() => test.close());

  const send = <T>(who: Operator, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, cookies: { [CONSOLE_COOKIE]: who.cookie }, headers: { [CSRF_HEADER]: who.csrf } }).then((res) => ({ status: res.statusCode, body: res.json<Envelope<T>>() }));
  const proposeAs = (who: Operator, payload: object) => send<ApprovalValue>(who, 'POST', ApprovalPath.queue(KIND), payload);
  const approveAs = (who: Operator, id: number, reason = 'checked the ticket') => send<ReviewItemValue>(who, 'POST', ReviewPath.approve(KIND, String(id)), { reason });
  const rejectAs = (who: Operator, id: number, reason = 'no ticket') => send<ReviewItemValue>(who, 'POST', ReviewPath.reject(KIND, String(id)), { reason });
  const queueOf = (who: Operator, state: 'open' | 'closed' = 'open') => send<ReviewPage>(who, 'GET', `${ReviewPath.queue(KIND)}?state=${state}`);
  const balance = async () => (await call(app, 'GET', WalletPath.balance, { token: memberToken })).json<Envelope<{ sumBalance: number }>>().value!.sumBalance;

  it('a proposal changes nothing and waits in the queue; its proposer cannot approve it; a second finance operator approves and only then the money moves, audited with both reasons', async () => {
    const before = await balance();
    const proposed = await proposeAs(ops.maker!, { username: 'adjustee01', amount: 25_000, reason: 'goodwill, ticket 881' });
    expect(proposed.body.value).toMatchObject({ status: 'pending', merchantCode: 'MLOBBY', payload: { username: 'adjustee01', amount: 25_000 }, reason: 'goodwill, ticket 881' });
    const id = proposed.body.value!.id;
    expect(await balance()).toBe(before);

    const queued = (await queueOf(ops.checker!)).body.value!.items.find((item) => item.id === String(id));
    expect(queued).toMatchObject({
      kind: KIND,
      status: 'pending',
      open: true,
      player: { id: memberId, username: 'adjustee01' },
      amount: 25_000,
      requestedBy: ops.maker!.username,
      approvalsNeeded: 1,
      decidable: true,
      claim: null,
      decisions: [],
      fields: [
        { labelKey: 'review.field.player', value: 'adjustee01', type: 'text' },
        { labelKey: 'review.field.amount', value: '25000', type: 'money' },
        { labelKey: 'review.field.reason', value: 'goodwill, ticket 881', type: 'text' },
      ],
    });
    expect((await queueOf(ops.maker!)).body.value!.items.find((item) => item.id === String(id))).toMatchObject({ decidable: false });

    const self = await approveAs(ops.maker!, id);
    expect(self.body).toMatchObject({ success: false, code: ErrorCode.approvalSelfDecision });
    expect((await rejectAs(ops.maker!, id)).body).toMatchObject({ success: false, code: ErrorCode.approvalSelfDecision });
    expect(await balance()).toBe(before);

    const approved = await approveAs(ops.checker!, id, 'ticket verified');
    expect(approved.body.value).toMatchObject({ status: 'approved', open: false, approvalsNeeded: 0, decidable: false, decisions: [{ operator: ops.checker!.username, verdict: 'approve', reason: 'ticket verified' }] });
    expect(await balance()).toBe(before + 25_000);
    const adjusted = (await auditTrail(app.db, memberSubject(memberId))).filter((r) => r.action === 'wallet.adjusted');
    expect(adjusted.at(0)).toMatchObject({ actor: `operator:${ops.checker!.id}`, detail: { reason: 'goodwill, ticket 881', reference: `approval:${id}` } });
    const trail = (await auditTrail(app.db, `approval:${id}`)).map((r) => [r.action, r.actor, r.detail.reason]);
    expect(trail).toEqual(
      expect.arrayContaining([
        ['approval.proposed', `operator:${ops.maker!.id}`, 'goodwill, ticket 881'],
        ['approval.approved', `operator:${ops.checker!.id}`, 'ticket verified'],
      ]),
    );
    expect((await auditTrail(app.db, `review:${KIND}:${id}`)).map((r) => [r.action, r.actor, r.detail.reason])).toEqual([['review.approved', `operator:${ops.checker!.id}`, 'ticket verified']]);
    expect(await verifyBalances(app.db)).toEqual([]);
  });

  it('two approvers at once apply it once: one approves, the other is told it is decided', async () => {
    const before = await balance();
    const id = (await proposeAs(ops.maker!, { username: 'adjustee01', amount: 1_000, reason: 'race' })).body.value!.id;
    const answers = await Promise.all([approveAs(ops.checker!, id), approveAs(ops.third!, id)]);
    expect(answers.map((a) => (a.body.success ? a.body.value!.status : a.body.code)).sort()).toEqual(['approved', ErrorCode.reviewNotOpen].sort());
    expect(await balance()).toBe(before + 1_000);
  });

  it('a rejected proposal never applies, keeps the reason, and cannot be approved afterwards', async () => {
    const before = await balance();
    const id = (await proposeAs(ops.maker!, { username: 'adjustee01', amount: 9_999, reason: 'typo?' })).body.value!.id;
    expect((await rejectAs(ops.checker!, id)).body.value).toMatchObject({ status: 'rejected', open: false, decisions: [{ verdict: 'reject', reason: 'no ticket' }] });
    expect((await approveAs(ops.third!, id)).body).toMatchObject({ success: false, code: ErrorCode.reviewNotOpen, value: { status: 'rejected' } });
    expect(await balance()).toBe(before);
    const closed = (await queueOf(ops.checker!, 'closed')).body.value!.items;
    expect(closed.find((item) => item.id === String(id))).toMatchObject({ status: 'rejected' });
    expect((await queueOf(ops.checker!)).body.value!.items.map((item) => item.id)).not.toContain(String(id));
  });

  it('an approval the ledger refuses (taking back more than the balance) answers the refusal, marks the request failed and moves nothing', async () => {
    const before = await balance();
    const id = (await proposeAs(ops.maker!, { username: 'adjustee01', amount: -(before + 1), reason: 'claw back' })).body.value!.id;
    const res = await approveAs(ops.checker!, id);
    expect(res.body).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    const failed = (await queueOf(ops.checker!, 'closed')).body.value!.items.find((item) => item.id === String(id));
    expect(failed).toMatchObject({ status: 'failed', open: false });
    expect(failed!.fields).toContainEqual({ labelKey: 'review.field.failure', value: ErrorCode.insufficientFunds, type: 'text' });
    expect((await auditTrail(app.db, `approval:${id}`)).map((r) => r.action)).toContain('approval.failed');
    expect(await balance()).toBe(before);
  });

  it('support may neither propose, see the queue nor approve: refused on the server with 403', async () => {
    const id = (await proposeAs(ops.maker!, { username: 'adjustee01', amount: 10, reason: 'scope' })).body.value!.id;
    expect((await proposeAs(ops.support!, { username: 'adjustee01', amount: 10, reason: 'x' })).status).toBe(403);
    expect((await approveAs(ops.support!, id)).body).toMatchObject({ success: false, code: ErrorCode.operatorForbidden });
    expect((await queueOf(ops.support!)).status).toBe(403);
  });

  it("another merchant's operator neither sees nor decides this merchant's requests, nor proposes for it; a platform-wide one names the merchant", async () => {
    const id = (await proposeAs(ops.maker!, { username: 'adjustee01', amount: 10, reason: 'scope' })).body.value!.id;
    expect((await queueOf(ops.elsewhere!)).body.value!.items).toEqual([]);
    expect((await approveAs(ops.elsewhere!, id)).status).toBe(404);
    expect((await proposeAs(ops.elsewhere!, { merchantCode: 'MLOBBY', username: 'adjustee01', amount: 10, reason: 'x' })).status).toBe(403);
    expect((await proposeAs(ops.platform!, { username: 'adjustee01', amount: 10, reason: 'x' })).body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    const named = await proposeAs(ops.platform!, { merchantCode: 'MLOBBY', username: 'adjustee01', amount: 10, reason: 'x' });
    expect(named.body.value).toMatchObject({ status: 'pending', merchantCode: 'MLOBBY' });
    expect((await queueOf(ops.checker!)).body.value!.items.map((r) => r.id)).toEqual(expect.arrayContaining([String(id), String(named.body.value!.id)]));
  });

  it('an unknown member, a trial account or a zero amount is refused at proposal, and nothing is queued', async () => {
    const queued = async () => (await queueOf(ops.checker!)).body.value!.total;
    const before = await queued();
    expect((await proposeAs(ops.maker!, { username: 'nobody-here', amount: 10, reason: 'x' })).body).toMatchObject({ success: false, code: ErrorCode.userNonexistentOrDisabled });
    expect((await proposeAs(ops.maker!, { username: 'adjustee01', amount: 0, reason: 'x' })).body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect((await proposeAs(ops.maker!, { username: 'adjustee01', amount: 1.5, reason: 'x' })).body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect(await queued()).toBe(before);
  });

  it('the old queue and decision calls of the approvals module are gone: the review queue is the one mechanism', async () => {
    const id = (await proposeAs(ops.maker!, { username: 'adjustee01', amount: 10, reason: 'gone' })).body.value!.id;
    expect((await send(ops.checker!, 'GET', ApprovalPath.queue(KIND))).status).toBe(404);
    expect((await send(ops.checker!, 'POST', `${ApprovalPath.queue(KIND)}/${id}/approve`, { reason: 'x' })).status).toBe(404);
  });
});
