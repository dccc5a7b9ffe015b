import { eq } from 'drizzle-orm';
import { AccountPath, type LoginResult, type RegisterRequest, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { createDraft } from '../../../../server/modules/agreement/console';
import { pickText } from '../../../../server/modules/agreement/service';
import { agreementAcceptances } from '../../../../server/modules/agreement/tables';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { addMember, call, encryptedCall, solvedCaptcha, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { SEED_AGREEMENT } from '../../../../server/modules/agreement/seed-content';
import { accept, current, english, publish, status } from './fixtures';

const PASSWORD = 'Secret123';

describe('pickText', () => {
  const texts = { BN: { title: 'বাংলা', body: 'খ' }, EN: { title: 'English', body: 'b' }, CN: { title: '中文', body: 'c' } };
  it('takes the asked language, else English, else the first by code', () => {
    expect(pickText(texts, 'BN')!.language).toBe('BN');
    expect(pickText(texts, 'TH')!.language).toBe('EN');
    expect(pickText({ CN: texts.CN, BN: texts.BN }, 'TH')!.language).toBe('BN');
    expect(pickText({}, 'EN')).toBeNull();
  });
});

describe.each(databases())('user agreement, member calls, on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
  });
  let serial = 0;
  const member = async (acceptedAgreement: boolean) => {
    const username = `agree${++serial}x`;
    const row = await addMember(t.app, { username, password: PASSWORD, acceptedAgreement });
    return { row, token: await tokenFor(t.app, username, PASSWORD) };
  };

  it('shows the seeded version 1 in the request’s language, and English for a language it lacks', async () => {
    const bn = await current(t.app, { language: 'BN' });
    expect(bn.value).toMatchObject({ version: 1, language: 'BN', title: SEED_AGREEMENT.BN!.title, body: SEED_AGREEMENT.BN!.body, publishedAt: expect.any(Number) });
    expect((await current(t.app, { language: 'CN' })).value).toMatchObject({ version: 1, language: 'EN', title: 'User agreement' });
  });

  it('answers version 0 with no text for a merchant that never published one (the site shows its own)', async () => {
    expect((await current(t.app, { merchant: 'OTHERCO', language: 'EN' })).value).toEqual({ version: 0, publishedAt: null, language: 'EN', title: '', body: '' });
  });

  it('never shows a draft', async () => {
    await createDraft(t.app.db, 'OTHERCO', english('Draft only'), { actor: 'test' }, 'tester', new Date(clock.now()));
    expect((await current(t.app, { merchant: 'OTHERCO' })).value!.version).toBe(0);
  });

  it('status: a member who has not accepted the current version must accept it', async () => {
    const { token } = await member(false);
    expect((await status(t.app, token)).value).toEqual({ currentVersion: 1, acceptedVersion: null, mustAccept: true });
  });

  it('status needs a login', async () => {
    expect((await status(t.app, undefined)).code).toBe(ErrorCode.customerNotLogin);
  });

  it('accepting the current version ends the asking; accepting again changes nothing', async () => {
    const { row, token } = await member(false);
    expect((await accept(t.app, token, 1)).value).toEqual({ currentVersion: 1, acceptedVersion: 1, mustAccept: false });
    expect((await accept(t.app, token, 1)).value).toEqual({ currentVersion: 1, acceptedVersion: 1, mustAccept: false });
    const rows = await t.app.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.memberId, row.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, via: 'accept', merchantCode: 'MLOBBY', acceptedAt: new Date(clock.now()) });
  });

  it('refuses to accept a version other than the current one with agreement.version.stale', async () => {
    const { token } = await member(false);
    for (const version of [0, 2]) {
      const res = await accept(t.app, token, version);
      expect(res).toMatchObject({ success: false, code: ErrorCode.agreementVersionStale });
    }
    expect((await status(t.app, token)).value!.mustAccept).toBe(true);
  });

  it('registration records the version in force as accepted', async () => {
    const body: RegisterRequest = {
      username: 'agreereg1',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobile: '01710009991',
      countryDialingCode: '880',
      birthday: '2000-05-01',
      ...(await solvedCaptcha(t.app)),
    };
    const res = (await encryptedCall(t.app, 'PUT', AccountPath.register, body)).json<Envelope<LoginResult>>();
    expect(res.success).toBe(true);
    expect((await status(t.app, res.value!.token)).value).toEqual({ currentVersion: 1, acceptedVersion: 1, mustAccept: false });
  });

  it('a trial account is never asked, and has nothing to accept', async () => {
    const headers = { merchant: 'MLOBBYTRIAL' };
    const { trialName } = (await call(t.app, 'GET', AccountPath.trialAccount, { headers })).json<Envelope<TrialAccountValue>>().value!;
    const trial = (await call(t.app, 'POST', AccountPath.freeplayLogin, { headers, payload: { trialName } })).json<Envelope<LoginResult>>().value!.token;
    expect((await status(t.app, trial, headers)).value!.mustAccept).toBe(false);
    expect((await accept(t.app, trial, 1, headers)).code).toBe(ErrorCode.freeReject);
  });

  describe('after a new version is published', () => {
    let earlier: { token: string };
    beforeAll(async () => {
      earlier = await member(true);
      const published = await publish(t.app, 'MLOBBY', english('Terms v2'));
      expect(published.version).toBe(2);
    });

    it('a member who accepted version 1 must accept version 2, and an acceptance of 1 is stale', async () => {
      expect((await status(t.app, earlier.token)).value).toEqual({ currentVersion: 2, acceptedVersion: 1, mustAccept: true });
      expect((await accept(t.app, earlier.token, 1)).code).toBe(ErrorCode.agreementVersionStale);
      expect((await accept(t.app, earlier.token, 2)).value).toEqual({ currentVersion: 2, acceptedVersion: 2, mustAccept: false });
    });

    it('shows the new version, in English where it has no Bengali text', async () => {
      expect((await current(t.app, { language: 'BN' })).value).toMatchObject({ version: 2, language: 'EN', title: 'Terms v2' });
    });
  });
});
