import { eq } from 'drizzle-orm';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import { IMAGE_MAX_BYTES } from '@common/rules/limits';
import { depositReviewSource } from '../../../../server/modules/payments';
import { deposits } from '../../../../server/modules/payments/deposit-tables';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { siteHeaders, databases, suiteApp } from '../../helpers/build';
import { bigJpegLike, multipart, picture, type FormPart } from '../../helpers/multipart';
import { operatorWith } from '../../helpers/operators';
import { depositor, readDeposit, realBalance, seededChannel, started, type Depositor } from './fixtures';

describe.each(databases())('bank-transfer proof on $name', (db) => {
  const t = suiteApp(db);
  const upload = async (who: Depositor, id: string, parts: FormPart[]) => {
    const form = multipart(parts);
    const res = await t.app.inject({ method: 'POST', url: PaymentPath.depositProof(id), payload: form.payload, headers: { ...siteHeaders({ authorization: who.token }), ...form.headers } });
    return { status: res.statusCode, body: res.json<Envelope<DepositValue>>() };
  };
  const pictures = async (n: number): Promise<FormPart[]> =>
    Promise.all(Array.from({ length: n }, async (_, i) => ({ name: 'pictures', file: await picture(i % 2 ? 'png' : 'jpeg'), filename: `receipt${i}.jpg` })));
  const bankDeposit = async () => {
    const who = await depositor(t.app);
    return { who, deposit: await started(t.app, who, (await seededChannel(t.app, 'bank')).id, 300_000) };
  };
  const storedKeys = async (id: string) => (await t.app.db.select({ keys: deposits.proofKeys }).from(deposits).where(eq(deposits.id, id)))[0]!.keys;

  it('stores 1 to 3 proof pictures privately and waits for review, where the operator sees them through signed links', async () => {
    const { who, deposit } = await bankDeposit();
    expect(deposit.instructions).toMatchObject({ bankName: 'Demo Bank, Gulshan branch', accountNumber: '1234567890123' });
    const res = await upload(who, deposit.id, await pictures(3));
    expect(res.body).toMatchObject({ success: true, value: { status: 'pending', proofCount: 3 } });
    const keys = await storedKeys(deposit.id);
    for (const key of keys) {
      expect(key.startsWith(`deposits/${who.memberId}/${deposit.id}/`)).toBe(true);
      expect(['image/jpeg', 'image/png']).toContain((await t.app.storage.get(key))?.contentType);
    }
    const item = (await depositReviewSource.get(t.app, deposit.id))!;
    const links = item.fields.filter((f) => f.type === 'image');
    expect(links).toHaveLength(3);
    expect(links[0]!.value).toMatch(/^\/console\/api\/files\/deposits\/.+\?exp=\d+&sig=/);
    // The link works with a console session only.
    const op = await operatorWith(t.app, ['finance']);
    const file = await t.app.inject({ method: 'GET', url: links[0]!.value, cookies: { [CONSOLE_COOKIE]: op.cookie } });
    expect(file.statusCode).toBe(200);
    expect(['image/jpeg', 'image/png']).toContain(file.headers['content-type']);
    expect((await t.app.inject({ method: 'GET', url: links[0]!.value })).statusCode).toBe(401);
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
  });

  it('refuses no picture, a fourth, an oversized one or one that is not JPEG or PNG, storing nothing', async () => {
    const { who, deposit } = await bankDeposit();
    const refusals: [FormPart[], number, string][] = [
      [[], 200, ErrorCode.requestInvalid],
      [await pictures(4), 413, ErrorCode.uploadTooMany],
      [[{ name: 'pictures', file: bigJpegLike(IMAGE_MAX_BYTES + 1), filename: 'big.jpg' }], 413, ErrorCode.uploadTooLarge],
      [[{ name: 'pictures', file: await picture('gif'), filename: 'fake.png' }], 400, ErrorCode.uploadTypeInvalid],
    ];
    for (const [parts, status, code] of refusals) expect(await upload(who, deposit.id, parts)).toMatchObject({ status, body: { success: false, code } });
    expect(await storedKeys(deposit.id)).toEqual([]);
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('created');
  });

  it("refuses a proof for another kind's deposit, one already waiting, or another member's", async () => {
    const { who, deposit } = await bankDeposit();
    await upload(who, deposit.id, await pictures(1));
    expect(await upload(who, deposit.id, await pictures(1))).toMatchObject({ body: { code: ErrorCode.depositStateInvalid } });
    expect(await storedKeys(deposit.id)).toHaveLength(1);
    const wallet = await started(t.app, who, (await seededChannel(t.app, 'bkash')).id, 50_000);
    expect(await upload(who, wallet.id, await pictures(1))).toMatchObject({ body: { code: ErrorCode.depositStateInvalid } });
    const other = await bankDeposit();
    expect(await upload(who, other.deposit.id, await pictures(1))).toMatchObject({ body: { code: ErrorCode.depositNotFound } });
  });
});
