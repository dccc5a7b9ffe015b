import { ErrorCode } from '@common/contract/envelope';
import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { operatorMay } from '@common/rules/operatorRoles';
import { kycForConsole, kycReviewSource, kycStatusOf } from '../../../../server/modules/kyc';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { auditTrail } from '../../../../server/modules/audit/service';
import type { Reviewer } from '../../../../server/modules/review';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { addMember, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { documentParts, fieldParts, kycOf, submit } from './kyc-helpers';

let serial = 0;
const page = { page: 1, pageSize: 50 };

describe.each(databases())('the KYC review queue on $name', (db) => {
  const clock = new TestClock();
  let risk: TestOperator;
  let reviewer: Reviewer;
  const suite = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    risk = await operatorWith(app, ['risk']);
    reviewer = { id: risk.id, username: risk.username, merchantCode: 'MLOBBY', ip: '127.0.0.1' };
  });

  /** A member of `merchant` who has sent a complete submission; its id, token and the item id. */
  const submitted = async (merchant = 'MLOBBY') => {
    const username = `rv${process.pid % 1000}x${serial++}`;
    const row = await addMember(suite.app, { username, password: 'Passw0rd1', merchantCode: merchant });
    const headers = { merchant };
    const token = await tokenFor(suite.app, username, 'Passw0rd1', { headers });
    const res = await submit(suite.app, token, [...fieldParts(), ...(await documentParts())], headers);
    if (!res.body.success) throw new Error(res.body.code);
    const { items } = await kycReviewSource.list(suite.app, { merchantCode: merchant, open: true, ...page });
    const item = items.find((i) => i.player?.id === row.id)!;
    return { id: row.id, username, token, itemId: item.id };
  };
  const decideInTx = (id: string, verdict: 'approve' | 'reject', reason: string) =>
    suite.app.db.transaction(async (tx) => {
      const item = await kycReviewSource.lock(tx, id);
      if (!item?.open) throw new Error('not open');
      await kycReviewSource.decide(suite.app, tx, id, reviewer, verdict, reason);
    });

  it('is the kyc kind, decided by kyc.review: risk and owners hold it, finance and support do not', () => {
    expect(kycReviewSource).toMatchObject({ id: 'kyc', permission: 'kyc.review' });
    expect(operatorMay(['risk'], 'MLOBBY', 'kyc.review')).toBe(true);
    expect(operatorMay(['owner'], 'MLOBBY', 'kyc.review')).toBe(true);
    expect(operatorMay(['finance'], 'MLOBBY', 'kyc.review')).toBe(false);
    expect(operatorMay(['support'], 'MLOBBY', 'kyc.review')).toBe(false);
  });

  it('an item shows the player, the four fields and the three pictures as signed links that open for a console session', async () => {
    const { id, username, itemId } = await submitted();
    const item = (await kycReviewSource.get(suite.app, itemId))!;
    expect(item).toMatchObject({ kind: 'kyc', id: itemId, merchantCode: 'MLOBBY', status: 'review', open: true, player: { id, username }, amount: null, requestedBy: null, decisions: [], approvalsNeeded: 1, excludedDeciders: [] });
    expect(item.fields.map((f) => [f.labelKey, f.type])).toEqual([
      ['review.field.address', 'text'], ['review.field.nationality', 'text'], ['review.field.occupation', 'text'], ['review.field.sourceOfIncome', 'text'],
      ['review.field.documentFront', 'image'], ['review.field.documentBack', 'image'], ['review.field.selfie', 'image'],
    ]);
    for (const field of item.fields.filter((f) => f.type === 'image')) {
      const res = await suite.app.inject({ method: 'GET', url: field.value, cookies: { [CONSOLE_COOKIE]: risk.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
  });

  it("lists open items oldest first, only the merchant's own for a merchant; a platform-wide listing sees every merchant", async () => {
    const a = await submitted();
    const other = await submitted('OTHERCO');
    const b = await submitted();
    const mine = await kycReviewSource.list(suite.app, { merchantCode: 'MLOBBY', open: true, ...page });
    const ids = mine.items.map((i) => i.id);
    expect(ids.indexOf(a.itemId)).toBeLessThan(ids.indexOf(b.itemId));
    expect(ids).not.toContain(other.itemId);
    expect(mine.items.every((i) => i.merchantCode === 'MLOBBY')).toBe(true);
    expect(mine.total).toBe(mine.items.length);
    const theirs = await kycReviewSource.list(suite.app, { merchantCode: 'OTHERCO', open: true, ...page });
    expect(theirs.items.map((i) => i.id)).toEqual([other.itemId]);
    const all = await kycReviewSource.list(suite.app, { merchantCode: null, open: true, ...page });
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.itemId, b.itemId, other.itemId]));
  });

  it('approving verifies the member, audited with the operator; the item is closed with the decision', async () => {
    const { id, itemId } = await submitted();
    clock.advance(60_000);
    await decideInTx(itemId, 'approve', 'all good');
    expect(await kycStatusOf(suite.app.db, id)).toBe('verified');
    const item = (await kycReviewSource.get(suite.app, itemId))!;
    expect(item).toMatchObject({ status: 'verified', open: false, approvalsNeeded: 0, decisions: [{ operator: risk.username, verdict: 'approve', reason: 'all good', at: clock.now() }] });
    const [audit] = await auditTrail(suite.app.db, `kyc-submission:${itemId}`);
    expect(audit).toMatchObject({ action: 'kyc.verified', actor: `operator:${risk.id}`, merchantCode: 'MLOBBY' });
    const closed = await kycReviewSource.list(suite.app, { merchantCode: 'MLOBBY', open: false, ...page });
    expect(closed.items.map((i) => i.id)).toContain(itemId);
    expect((await kycReviewSource.list(suite.app, { merchantCode: 'MLOBBY', open: true, ...page })).items.map((i) => i.id)).not.toContain(itemId);
  });

  it('rejecting needs a reason, which the player then reads', async () => {
    const { token, itemId } = await submitted();
    await expect(decideInTx(itemId, 'reject', '  ')).rejects.toMatchObject({ code: ErrorCode.requestInvalid });
    await decideInTx(itemId, 'reject', 'The back of the card is missing');
    expect((await kycOf(suite.app, token)).value).toMatchObject({ status: 'rejected', reason: 'The back of the card is missing' });
  });

  it('a decided item cannot be decided again: review.not.open', async () => {
    const { itemId } = await submitted();
    await decideInTx(itemId, 'approve', 'ok');
    await expect(suite.app.db.transaction((tx) => kycReviewSource.decide(suite.app, tx, itemId, reviewer, 'reject', 'late'))).rejects.toMatchObject({ code: ErrorCode.reviewNotOpen });
    expect((await kycReviewSource.get(suite.app, itemId))!.status).toBe('verified');
  });

  it('two decisions at once apply once', async () => {
    const { id, itemId } = await submitted();
    const results = await Promise.allSettled([decideInTx(itemId, 'approve', 'first'), decideInTx(itemId, 'reject', 'second')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const item = (await kycReviewSource.get(suite.app, itemId))!;
    expect(item.decisions).toHaveLength(1);
    expect(await kycStatusOf(suite.app.db, id)).toBe(item.decisions[0]!.verdict === 'approve' ? 'verified' : 'rejected');
  });

  it('an unknown or malformed id is no item', async () => {
    expect(await kycReviewSource.get(suite.app, '999999999')).toBeNull();
    expect(await kycReviewSource.get(suite.app, 'abc')).toBeNull();
    expect(await suite.app.db.transaction((tx) => kycReviewSource.lock(tx, '0'))).toBeNull();
  });

  it("the player page's view: the KYC value with signed picture links for a reviewer, none otherwise", async () => {
    const { id } = await submitted();
    const withDocs = await kycForConsole(suite.app, id, { documents: true });
    expect(withDocs).toMatchObject({ status: 'review', documents: { front: true, back: true, selfie: true } });
    expect(Object.keys(withDocs.documentUrls).sort()).toEqual(['back', 'front', 'selfie']);
    expect(withDocs.documentUrls.front).toMatch(/^\/console\/api\/files\/kyc\/\d+\/[0-9a-f]{24}\.jpg\?exp=\d+&sig=/);
    expect((await kycForConsole(suite.app, id, { documents: false })).documentUrls).toEqual({});
    expect(await kycForConsole(suite.app, 987654321, { documents: true })).toMatchObject({ status: 'none', documentUrls: {} });
  });

  it('through the console: a risk operator of the merchant approves; finance is forbidden; another merchant does not see it', async () => {
    const { id, itemId } = await submitted();
    const finance = await operatorWith(suite.app, ['finance']);
    expect((await consoleCall(suite.app, finance, 'GET', ReviewPath.queue('kyc'))).status).toBe(403);
    const outsider = await operatorWith(suite.app, ['risk'], 'OTHERCO');
    const theirs = await consoleCall<ReviewPage>(suite.app, outsider, 'GET', ReviewPath.queue('kyc'));
    expect(theirs.body.value!.items.map((i) => i.id)).not.toContain(itemId);
    expect((await consoleCall(suite.app, outsider, 'POST', ReviewPath.approve('kyc', itemId), { reason: 'x' })).body.success).toBe(false);
    const approved = await consoleCall<ReviewItemValue>(suite.app, risk, 'POST', ReviewPath.approve('kyc', itemId), { reason: 'documents match' });
    expect(approved.body.value).toMatchObject({ kind: 'kyc', status: 'verified', open: false });
    expect(await kycStatusOf(suite.app.db, id)).toBe('verified');
  });
});
