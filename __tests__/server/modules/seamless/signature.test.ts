import { ErrorCode } from '@common/contract/envelope';
import { SEAMLESS_MAX_SKEW_MS, SeamlessHeader } from '../../../../server/vendors/seamless/contract';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, rawCall, signedHeaders } from './fixtures';

describe.each(databases())('seamless request signatures on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  let sessionId: string;
  let seq = 0;
  const debitBody = (spacing?: number) =>
    JSON.stringify({ requestId: `sig-rq-${++seq}`, sessionId, transactionId: `sig-tx-${seq}`, roundId: 'r1', gameId: null, amount: 10 }, null, spacing);

  beforeAll(async () => {
    ({ sessionId } = await fundedPlayer(t.app, 'signer01', 1_000n));
  });

  it('accepts a request signed over its exact bytes, whitespace included', async () => {
    const raw = debitBody(2);
    const res = await rawCall(t.app, 'debit', raw, await signedHeaders(t.app, raw));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { balance: 990 } });
  });

  it('refuses with HTTP 401 a signature over other bytes, and applies nothing', async () => {
    const raw = debitBody();
    const headers = await signedHeaders(t.app, debitBody(2)); // same fields, other bytes
    const res = await rawCall(t.app, 'debit', raw, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.seamlessSignatureInvalid });
    const balance = await rawCall(t.app, 'balance', JSON.stringify({ requestId: 'sig-bal', sessionId }), await signedHeaders(t.app, JSON.stringify({ requestId: 'sig-bal', sessionId })));
    expect(balance.json()).toMatchObject({ value: { balance: 990 } });
  });

  it('refuses with HTTP 401 a missing signature or an unknown vendor', async () => {
    const raw = debitBody();
    const headers = await signedHeaders(t.app, raw);
    const unsigned = await rawCall(t.app, 'debit', raw, { ...headers, [SeamlessHeader.signature]: '' });
    expect(unsigned.statusCode).toBe(401);
    const stranger = await rawCall(t.app, 'debit', raw, { ...headers, [SeamlessHeader.vendor]: 'NOBODY' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ code: ErrorCode.seamlessSignatureInvalid });
  });

  it('refuses with HTTP 401 a timestamp further than the allowed skew (a replay)', async () => {
    const raw = debitBody();
    const stale = await rawCall(t.app, 'debit', raw, await signedHeaders(t.app, raw, clock.now() - SEAMLESS_MAX_SKEW_MS - 1));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, code: ErrorCode.seamlessTimestampStale });
    const future = await rawCall(t.app, 'debit', raw, await signedHeaders(t.app, raw, clock.now() + SEAMLESS_MAX_SKEW_MS + 1));
    expect(future.json()).toMatchObject({ code: ErrorCode.seamlessTimestampStale });
  });

  it('refuses a malformed body with HTTP 400 after the signature passed', async () => {
    const raw = JSON.stringify({ requestId: 'sig-bad', sessionId, amount: 1.5 });
    const res = await rawCall(t.app, 'debit', raw, await signedHeaders(t.app, raw));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.requestInvalid });
  });

  it('refuses a signed body that is not JSON with HTTP 400 request.malformed, never a 500 the vendor would retry', async () => {
    for (const raw of ['{', '{"requestId":', '']) {
      const res = await rawCall(t.app, 'debit', raw, await signedHeaders(t.app, raw));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestMalformed });
    }
  });
});
