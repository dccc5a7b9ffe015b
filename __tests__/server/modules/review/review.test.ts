import { ErrorCode } from '@common/contract/envelope';
import { REVIEW_CLAIM_MINUTES, ReviewPath, type ReviewItemValue, type ReviewKind, type ReviewPage } from '@common/contract/review';
import { auditTrail } from '../../../../server/modules/audit/service';
import { databases } from '../../helpers/build';
import { consoleCall, freshSession, operatorWith, type ConsoleMethod, type TestOperator } from '../../helpers/operators';
import { reviewHarness, type ReviewHarness } from './harness';

describe.each(databases())('review queues: the rules every kind shares ($name)', (db) => {
  let h: ReviewHarness;
  let ann: TestOperator;
  let bob: TestOperator;
  let risk: TestOperator;
  let elsewhere: TestOperator;
  let platform: TestOperator;
  let serial = 0;
  const nextId = () => `item-${serial++}`;

  beforeAll(async () => {
    h = await reviewHarness(db);
    ann = await operatorWith(h.app, ['finance']);
    bob = await operatorWith(h.app, ['finance']);
    risk = await operatorWith(h.app, ['risk']);
    elsewhere = await operatorWith(h.app, ['finance'], 'OTHERCO');
    platform = await operatorWith(h.app, ['owner'], null);
  }, 60_000);
  afterAll(() => h.app.close());

  /** After the clock moves past the console's idle timeout, everyone logs in again. */
  const refreshSessions = async () => {
    [ann, bob, risk, elsewhere, platform] = await Promise.all([ann, bob, risk, elsewhere, platform].map((who) => freshSession(h.app, who)));
  };
  const call = <T>(who: TestOperator, method: ConsoleMethod, url: string, payload?: object) => consoleCall<T>(h.app, who, method, url, payload);
  const queue = (who: TestOperator, kind: ReviewKind = 'deposit', query = '') => call<ReviewPage>(who, 'GET', `${ReviewPath.queue(kind)}${query}`);
  const item = (who: TestOperator, id: string, kind: ReviewKind = 'deposit') => call<ReviewItemValue>(who, 'GET', ReviewPath.item(kind, id));
  const claim = (who: TestOperator, id: string, kind: ReviewKind = 'deposit') => call<ReviewItemValue>(who, 'POST', ReviewPath.claim(kind, id));
  const unclaim = (who: TestOperator, id: string) => call<ReviewItemValue>(who, 'DELETE', ReviewPath.claim('deposit', id));
  const approve = (who: TestOperator, id: string, reason = 'paid, checked the statement', kind: ReviewKind = 'deposit') => call<ReviewItemValue>(who, 'POST', ReviewPath.approve(kind, id), { reason });
  const reject = (who: TestOperator, id: string, reason = 'no such payment') => call<ReviewItemValue>(who, 'POST', ReviewPath.reject('deposit', id), { reason });

  it('each kind needs its own permission: finance reviews deposits but not identities, risk the other way round; refused on the server with 403', async () => {
    const deposit = nextId();
    const kyc = nextId();
    await h.addItem('deposit', deposit);
    await h.addItem('kyc', kyc);
    expect((await queue(ann, 'deposit')).status).toBe(200);
    for (const [who, kind, id] of [[ann, 'kyc', kyc], [risk, 'deposit', deposit]] as const) {
      expect((await queue(who, kind)).status).toBe(403);
      expect((await item(who, id, kind)).status).toBe(403);
      expect((await claim(who, id, kind)).body.code).toBe(ErrorCode.operatorForbidden);
      expect((await approve(who, id, 'x', kind)).status).toBe(403);
    }
    expect((await approve(risk, kyc, 'documents match', 'kyc')).body.value).toMatchObject({ kind: 'kyc', status: 'approved', open: false });
    expect(await h.status('deposit', deposit)).toBe('pending');
  });

  it('the open queue lists the oldest first and the closed one the newest first, each item with what the caller may do', async () => {
    const base = h.clock.now() + 1_000_000;
    const [first, second, third] = [nextId(), nextId(), nextId()];
    await h.addItem('deposit', second, { createdAt: base + 2 });
    await h.addItem('deposit', first, { createdAt: base + 1, requestedBy: ann.id });
    await h.addItem('deposit', third, { createdAt: base + 3 });
    const open = (await queue(bob)).body.value!.items.map((i) => i.id);
    expect(open.filter((id) => [first, second, third].includes(id))).toEqual([first, second, third]);
    const mine = (await queue(ann)).body.value!.items.find((i) => i.id === first)!;
    expect(mine).toMatchObject({ open: true, decidable: false, claim: null, approvalsNeeded: 1 });
    expect((await queue(bob)).body.value!.items.find((i) => i.id === first)).toMatchObject({ decidable: true });

    await approve(bob, first);
    await reject(bob, third);
    const closed = (await queue(bob, 'deposit', '?state=closed')).body.value!;
    expect(closed.items.map((i) => i.id).filter((id) => [first, third].includes(id))).toEqual([third, first]);
    expect(closed.items.every((i) => !i.open && !i.decidable)).toBe(true);
    expect(closed).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('a claim is the claimer\'s: others see it, may neither claim, decide nor give it back (review.claimed naming the holder); given back, another may claim it; both audited', async () => {
    const id = nextId();
    await h.addItem('deposit', id);
    const claimed = await claim(ann, id);
    expect(claimed.body.value).toMatchObject({ claim: { operator: ann.username, mine: true, at: h.clock.now() }, decidable: true });
    expect((await item(bob, id)).body.value).toMatchObject({ claim: { operator: ann.username, mine: false }, decidable: false });
    for (const refused of [await claim(bob, id), await approve(bob, id), await reject(bob, id), await unclaim(bob, id)]) {
      expect(refused.body).toMatchObject({ success: false, code: ErrorCode.reviewClaimed });
      expect(refused.body.message).toContain(ann.username);
    }
    expect(await h.status('deposit', id)).toBe('pending');

    expect((await unclaim(ann, id)).body.value).toMatchObject({ claim: null, decidable: true });
    expect((await claim(bob, id)).body.value).toMatchObject({ claim: { operator: bob.username, mine: true } });
    const trail = (await auditTrail(h.app.db, `review:deposit:${id}`)).map((r) => [r.action, r.actor]).reverse();
    expect(trail).toEqual([
      ['review.claimed', `operator:${ann.id}`],
      ['review.unclaimed', `operator:${ann.id}`],
      ['review.claimed', `operator:${bob.id}`],
    ]);
  });

  it('a claim lapses after REVIEW_CLAIM_MINUTES: then it shows as none and another operator may take it over; claiming again renews it', async () => {
    const id = nextId();
    await h.addItem('deposit', id);
    await claim(ann, id);
    h.clock.advance((REVIEW_CLAIM_MINUTES - 1) * 60_000);
    await refreshSessions();
    expect((await claim(bob, id)).body.code).toBe(ErrorCode.reviewClaimed);
    expect((await claim(ann, id)).body.value!.claim).toMatchObject({ mine: true, at: h.clock.now() });
    h.clock.advance((REVIEW_CLAIM_MINUTES - 1) * 60_000);
    await refreshSessions();
    // Renewed a minute before it would have lapsed: still Ann's.
    expect((await claim(bob, id)).body.code).toBe(ErrorCode.reviewClaimed);
    h.clock.advance(2 * 60_000);
    await refreshSessions();
    expect((await item(bob, id)).body.value).toMatchObject({ claim: null, decidable: true });
    expect((await claim(bob, id)).body.value!.claim).toMatchObject({ operator: bob.username, mine: true });
    expect((await approve(ann, id)).body.code).toBe(ErrorCode.reviewClaimed);
  });

  it('the operator an item excludes (its proposer, an earlier approver) may neither decide nor claim it: approval.self.decision', async () => {
    const id = nextId();
    await h.addItem('deposit', id, { requestedBy: ann.id });
    expect((await approve(ann, id)).body).toMatchObject({ success: false, code: ErrorCode.approvalSelfDecision });
    expect((await reject(ann, id)).body).toMatchObject({ success: false, code: ErrorCode.approvalSelfDecision });
    expect((await claim(ann, id)).body).toMatchObject({ success: false, code: ErrorCode.approvalSelfDecision });
    expect(await h.status('deposit', id)).toBe('pending');
  });

  it('an item needing two approvers stays open after the first, whose claim is released and who may not approve again; a second operator closes it', async () => {
    const id = nextId();
    await h.addItem('deposit', id, { needed: 2 });
    await claim(ann, id);
    const first = await approve(ann, id);
    expect(first.body.value).toMatchObject({ open: true, status: 'pending', approvalsNeeded: 1, claim: null, decidable: false });
    expect((await approve(ann, id)).body.code).toBe(ErrorCode.approvalSelfDecision);
    expect((await approve(bob, id)).body.value).toMatchObject({ open: false, status: 'approved', approvalsNeeded: 0 });
    expect(await h.applied('deposit', id)).toBe(1);
  });

  it('a decided item takes no further decision nor claim: review.not.open with its status', async () => {
    const id = nextId();
    await h.addItem('deposit', id);
    await reject(bob, id);
    expect((await approve(ann, id)).body).toMatchObject({ success: false, code: ErrorCode.reviewNotOpen, value: { status: 'rejected' } });
    expect((await claim(ann, id)).body).toMatchObject({ success: false, code: ErrorCode.reviewNotOpen, value: { status: 'rejected' } });
    expect(await h.applied('deposit', id)).toBe(0);
  });

  it("a merchant's operator reaches only its merchant's items (another's is not found, naming another merchant is forbidden); a platform-wide one sees all and may narrow to one", async () => {
    const ours = nextId();
    const theirs = nextId();
    await h.addItem('deposit', ours);
    await h.addItem('deposit', theirs, { merchantCode: 'OTHERCO' });
    const seen = (await queue(elsewhere)).body.value!.items.map((i) => i.id);
    expect(seen).toContain(theirs);
    expect(seen).not.toContain(ours);
    expect((await item(elsewhere, ours)).status).toBe(404);
    expect((await claim(elsewhere, ours)).status).toBe(404);
    expect((await approve(elsewhere, ours)).status).toBe(404);
    expect((await queue(elsewhere, 'deposit', '?merchantCode=MLOBBY')).status).toBe(403);
    expect(await h.status('deposit', ours)).toBe('pending');
    expect((await queue(platform)).body.value!.items.map((i) => i.id)).toEqual(expect.arrayContaining([ours, theirs]));
    expect((await queue(platform, 'deposit', '?merchantCode=OTHERCO')).body.value!.items.map((i) => i.id)).not.toContain(ours);
    expect((await approve(platform, theirs)).body.value).toMatchObject({ merchantCode: 'OTHERCO', status: 'approved' });
  });

  it('an unknown item is not found; a decision needs a reason and a well-formed id', async () => {
    const id = nextId();
    await h.addItem('deposit', id);
    expect((await item(ann, 'nope')).status).toBe(404);
    expect((await approve(ann, 'nope')).status).toBe(404);
    expect((await approve(ann, id, '   ')).body.code).toBe(ErrorCode.requestInvalid);
    expect((await call(ann, 'POST', ReviewPath.approve('deposit', id), {})).body.code).toBe(ErrorCode.requestInvalid);
    expect((await item(ann, 'bad id!')).body.code).toBe(ErrorCode.requestInvalid);
    expect(await h.status('deposit', id)).toBe('pending');
  });

  it('two decisions at once apply once: one wins, the other is told it is decided; two claims at once: one wins', async () => {
    const id = nextId();
    await h.addItem('deposit', id);
    const answers = await Promise.all([approve(ann, id), approve(bob, id), approve(platform, id)]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.code)).toEqual([ErrorCode.reviewNotOpen, ErrorCode.reviewNotOpen]);
    expect(await h.applied('deposit', id)).toBe(1);
    expect((await auditTrail(h.app.db, `review:deposit:${id}`)).filter((r) => r.action.startsWith('review.'))).toHaveLength(1);

    const contested = nextId();
    await h.addItem('deposit', contested);
    const claims = await Promise.all([claim(ann, contested), claim(bob, contested)]);
    expect(claims.map((c) => (c.body.success ? 'claimed' : c.body.code)).sort()).toEqual(['claimed', ErrorCode.reviewClaimed].sort());
  });

  it("the source's after-commit work runs once the decision has committed (another reader already sees it), and its failure is logged without undoing the decision", async () => {
    const id = nextId();
    await h.addItem('deposit', id);
    h.probe.seen.length = 0;
    expect((await approve(ann, id)).body.value).toMatchObject({ status: 'approved' });
    expect(h.probe.seen).toEqual(['approved']);

    const failing = nextId();
    await h.addItem('deposit', failing);
    h.probe.fail = true;
    try {
      const answer = await reject(bob, failing, 'forged statement');
      expect(answer.body).toMatchObject({ success: true, value: { status: 'rejected', open: false } });
    } finally {
      h.probe.fail = false;
    }
    expect(await h.status('deposit', failing)).toBe('rejected');
    expect(h.logLines.join('\n')).toContain('the channel is down');
    const [audited] = await auditTrail(h.app.db, `review:deposit:${failing}`);
    expect(audited).toMatchObject({ action: 'review.rejected', actor: `operator:${bob.id}`, merchantCode: 'MLOBBY', detail: { reason: 'forged statement' } });
  });
});
