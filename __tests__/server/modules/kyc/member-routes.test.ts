import { and, eq } from 'drizzle-orm';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { KYC_FIELD_MAX, PaymentPath } from '@common/contract/payments';
import { auditLog } from '../../../../server/modules/audit/tables';
import { kycReviewSource, kycStatusOf } from '../../../../server/modules/kyc';
import { kycSubmissions } from '../../../../server/modules/kyc/tables';
import { addMember, call, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { picture } from '../../helpers/multipart';
import { operatorWith } from '../../helpers/operators';
import { documentParts, FIELDS, fieldParts, kycOf, submit } from './kyc-helpers';

let serial = 0;

describe.each(databases())('member identity verification on $name', (db) => {
  const clock = new TestClock();
  const suite = suiteApp(db, {}, { now: clock.now });

  /** A new real member and its token. */
  const member = async () => {
    const username = `kyc${process.pid % 1000}x${serial++}`;
    const row = await addMember(suite.app, { username, password: 'Passw0rd1' });
    return { id: row.id, token: await tokenFor(suite.app, username, 'Passw0rd1') };
  };
  const rowsOf = (memberId: number) => suite.app.db.select().from(kycSubmissions).where(eq(kycSubmissions.memberId, memberId)).orderBy(kycSubmissions.id);
  const decide = async (memberId: number, verdict: 'approve' | 'reject', reason: string) => {
    const op = await operatorWith(suite.app, ['risk']);
    const [row] = (await rowsOf(memberId)).slice(-1);
    await suite.app.db.transaction((tx) => kycReviewSource.decide(suite.app, tx, String(row!.id), { ...op, ip: '127.0.0.1' }, verdict, reason));
  };
  const actions = async (memberId: number) => {
    const ids = (await rowsOf(memberId)).map((row) => `kyc-submission:${row.id}`);
    const rows = await suite.app.db.select().from(auditLog).orderBy(auditLog.id);
    return rows.filter((row) => ids.includes(row.subject)).map((row) => row.action);
  };

  it('shows none before anything is sent', async () => {
    const { token } = await member();
    expect((await kycOf(suite.app, token)).value).toEqual({
      status: 'none', reason: null, fields: null, documents: { front: false, back: false, selfie: false }, submittedAt: null, decidedAt: null,
    });
  });

  it('takes the four fields (trimmed) and three pictures: under review, audited', async () => {
    const { id, token } = await member();
    const res = await submit(suite.app, token, [...fieldParts({ address: `  ${FIELDS.address}  ` }), ...(await documentParts())]);
    expect(res.body.value).toEqual({
      status: 'review', reason: null, fields: FIELDS, documents: { front: true, back: true, selfie: true }, submittedAt: clock.now(), decidedAt: null,
    });
    expect(await kycStatusOf(suite.app.db, id)).toBe('review');
    const [row] = await rowsOf(id);
    for (const key of [row!.frontKey, row!.backKey, row!.selfieKey]) expect((await suite.app.storage.get(key))?.contentType).toBe('image/jpeg');
    expect(await actions(id)).toEqual(['kyc.submitted']);
  });

  it.each<[string, () => Promise<ReturnType<typeof fieldParts>>]>([
    ['without the back picture', async () => [...fieldParts(), ...(await documentParts(['front', 'selfie']))]],
    ['without an occupation', async () => [...fieldParts({ occupation: undefined }), ...(await documentParts())]],
    ['with an address of spaces only', async () => [...fieldParts({ address: '   ' }), ...(await documentParts())]],
    [`with a field over ${KYC_FIELD_MAX} characters`, async () => [...fieldParts({ sourceOfIncome: 'x'.repeat(KYC_FIELD_MAX + 1) }), ...(await documentParts())]],
  ])('a first submission %s is request.invalid and nothing is recorded', async (_name, parts) => {
    const { id, token } = await member();
    const res = await submit(suite.app, token, await parts());
    expect(res.body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect(await rowsOf(id)).toEqual([]);
  });

  it(`a field of exactly ${KYC_FIELD_MAX} characters (Bengali included) is taken`, async () => {
    const { token } = await member();
    const long = 'ক'.repeat(KYC_FIELD_MAX);
    const res = await submit(suite.app, token, [...fieldParts({ occupation: long }), ...(await documentParts())]);
    expect(res.body.value?.fields?.occupation).toBe(long);
  });

  it('a picture that is not a JPEG or PNG by its bytes is upload.type.invalid (400) and nothing is recorded', async () => {
    const { id, token } = await member();
    const gif = { name: 'front', file: await picture('gif'), filename: 'front.png', type: 'image/png' };
    const res = await submit(suite.app, token, [...fieldParts(), gif, ...(await documentParts(['back', 'selfie']))]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.uploadTypeInvalid);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('while under review, and once verified, another submission is kyc.state.invalid and changes nothing', async () => {
    const { id, token } = await member();
    await submit(suite.app, token, [...fieldParts(), ...(await documentParts())]);
    const again = await submit(suite.app, token, [...fieldParts({ occupation: 'Driver' }), ...(await documentParts())]);
    expect(again.body).toMatchObject({ success: false, code: ErrorCode.kycStateInvalid });
    await decide(id, 'approve', 'documents match');
    expect((await kycOf(suite.app, token)).value).toMatchObject({ status: 'verified', reason: null, decidedAt: clock.now() });
    const afterVerified = await submit(suite.app, token, [...fieldParts(), ...(await documentParts())]);
    expect(afterVerified.body.code).toBe(ErrorCode.kycStateInvalid);
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(['verified']);
    expect(await actions(id)).toEqual(['kyc.submitted', 'kyc.verified']);
  });

  it('after a rejection the player reads the reason and sends again: new fields, only the pictures that change', async () => {
    const { id, token } = await member();
    await submit(suite.app, token, [...fieldParts(), ...(await documentParts())]);
    await decide(id, 'reject', 'The selfie is blurred');
    expect((await kycOf(suite.app, token)).value).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred' });
    const [first] = await rowsOf(id);
    const res = await submit(suite.app, token, [...fieldParts({ occupation: 'Engineer' }), ...(await documentParts(['selfie']))]);
    expect(res.body.value).toMatchObject({ status: 'review', reason: null, fields: { ...FIELDS, occupation: 'Engineer' } });
    const [, second] = await rowsOf(id);
    expect(second).toMatchObject({ frontKey: first!.frontKey, backKey: first!.backKey, status: 'review' });
    expect(second!.selfieKey).not.toBe(first!.selfieKey);
    // The rejected submission stays on record as it was.
    expect((await rowsOf(id))[0]).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred' });
    expect(await actions(id)).toEqual(['kyc.submitted', 'kyc.rejected', 'kyc.resubmitted']);
  });

  it('two submissions at once: one is under review, the other kyc.state.invalid', async () => {
    const { id, token } = await member();
    const parts = [...fieldParts(), ...(await documentParts())];
    const results = await Promise.all([submit(suite.app, token, parts), submit(suite.app, token, parts)]);
    expect(results.map((r) => r.body.success ? 'review' : r.body.code).sort()).toEqual([ErrorCode.kycStateInvalid, 'review'].sort());
    expect(await suite.app.db.select().from(kycSubmissions).where(and(eq(kycSubmissions.memberId, id), eq(kycSubmissions.status, 'review')))).toHaveLength(1);
  });

  it('a trial account is refused with free.reject; a visitor with customer.not.login', async () => {
    const trial = { merchant: 'MLOBBYTRIAL' };
    const name = (await call(suite.app, 'GET', AccountPath.trialAccount, { headers: trial })).json<Envelope<TrialAccountValue>>().value!.trialName;
    const login = (await call(suite.app, 'POST', AccountPath.freeplayLogin, { headers: trial, payload: { trialName: name } })).json<Envelope<LoginResult>>();
    const token = login.value!.token;
    expect((await kycOf(suite.app, token, trial)).code).toBe(ErrorCode.freeReject);
    expect((await submit(suite.app, token, [...fieldParts(), ...(await documentParts())], trial)).body.code).toBe(ErrorCode.freeReject);
    expect((await call(suite.app, 'GET', PaymentPath.kyc)).json().code).toBe(ErrorCode.customerNotLogin);
  });
});
