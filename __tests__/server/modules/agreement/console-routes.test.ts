import { ConsoleAgreementPath, type AgreementVersionValue } from '@common/contract/agreement';
import { ErrorCode } from '@common/contract/envelope';
import { agreementSubject } from '../../../../server/modules/agreement/console';
import { auditTrail } from '../../../../server/modules/audit/service';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { addMember, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { accept, current, english } from './fixtures';

describe.each(databases())('agreement console routes on $name', (db) => {
  const clock = Date.parse('2030-06-01T12:00:00Z');
  const ops: Record<'content' | 'support' | 'other' | 'platform', TestOperator> = {} as never;
  const suite = suiteApp(db, {}, { now: () => clock }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    ops.content = await operatorWith(app, ['content']);
    ops.support = await operatorWith(app, ['support']);
    ops.other = await operatorWith(app, ['content'], 'OTHERCO');
    ops.platform = await operatorWith(app, ['content'], null);
  });
  const send = <T = AgreementVersionValue>(who: TestOperator, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    consoleCall<T>(suite.app, who, method, url, payload as object | undefined);
  const list = async (who = ops.content, query = '') => (await send<AgreementVersionValue[]>(who, 'GET', `${ConsoleAgreementPath.versions}${query}`)).body.value!;
  const drafted = async (texts: unknown, who = ops.content, merchantCode?: string) => (await send(who, 'POST', ConsoleAgreementPath.versions, { texts, merchantCode })).body.value!;

  it('refuses an operator without content.manage (403) and changes nothing', async () => {
    const before = await list();
    expect((await send(ops.support, 'GET', ConsoleAgreementPath.versions)).status).toBe(403);
    const res = await send(ops.support, 'POST', ConsoleAgreementPath.versions, { texts: english('x') });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.operatorForbidden);
    expect((await send(ops.support, 'POST', ConsoleAgreementPath.publish(before[0]!.id))).status).toBe(403);
    expect(await list()).toEqual(before);
  });

  it('lists the seeded version 1 with how many members accepted it', async () => {
    const before = (await list()).find((v) => v.version === 1)!;
    expect(before).toMatchObject({ merchantCode: 'MLOBBY', status: 'published', createdBy: 'seed', texts: { EN: expect.any(Object), BN: expect.any(Object) } });
    await addMember(suite.app, { username: 'counted1', password: 'Secret123' });
    expect((await list()).find((v) => v.version === 1)!.accepted).toBe(before.accepted + 1);
  });

  it('creates and edits a draft (audited), trimmed, without a number, invisible to the site', async () => {
    const draft = await drafted({ EN: { title: ' Draft ', body: 'Line one.\r\n\r\nLine two. ' }, BN: { title: 'খসড়া', body: 'বিষয়' } });
    expect(draft).toMatchObject({ merchantCode: 'MLOBBY', status: 'draft', version: null, publishedAt: null, accepted: 0, createdBy: ops.content.username });
    expect(draft.texts.EN).toEqual({ title: 'Draft', body: 'Line one.\n\nLine two.' });
    const edited = await send(ops.content, 'PUT', ConsoleAgreementPath.version(draft.id), { texts: english('Draft edited') });
    expect(edited.body.value).toMatchObject({ id: draft.id, status: 'draft', texts: { EN: { title: 'Draft edited' } } });
    expect(edited.body.value!.texts.BN).toBeUndefined();
    expect((await current(suite.app)).value!.title).not.toBe('Draft edited');
    const audit = await auditTrail(suite.app.db, agreementSubject(draft.id));
    expect(audit.map((row) => row.action)).toEqual(['agreement.edited', 'agreement.drafted']);
    expect(audit[0]).toMatchObject({ actor: `operator:${ops.content.id}`, merchantCode: 'MLOBBY' });
  });

  it.each([
    ['no English text', { BN: { title: 'শিরোনাম', body: 'বিষয়' } }],
    ['an HTML tag', { EN: { title: 'Terms', body: 'Read <b>this</b>.' } }],
    ['a blank body', { EN: { title: 'Terms', body: '   ' } }],
  ])('refuses a draft with %s (request.invalid), creating nothing', async (_name, texts) => {
    const before = await list();
    expect((await send(ops.content, 'POST', ConsoleAgreementPath.versions, { texts })).body.code).toBe(ErrorCode.requestInvalid);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['a lower-case language code', { en: { title: 'x', body: 'y' } }],
    ['no texts', {}],
    ['an unknown field', { EN: { title: 'x', body: 'y', html: true } }],
  ])('refuses %s at the edge (400)', async (_name, texts) => {
    const res = await send(ops.content, 'POST', ConsoleAgreementPath.versions, { texts });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.requestInvalid);
  });

  it('publishes drafts as the next numbers in publishing order (audited); a published version never changes', async () => {
    const first = await drafted(english('Later published'));
    const second = await drafted(english('Sooner published'));
    const a = (await send(ops.content, 'POST', ConsoleAgreementPath.publish(second.id))).body.value!;
    const b = (await send(ops.content, 'POST', ConsoleAgreementPath.publish(first.id))).body.value!;
    expect([a.version, b.version]).toEqual([2, 3]);
    expect(b).toMatchObject({ status: 'published', publishedAt: clock });
    expect((await current(suite.app)).value).toMatchObject({ version: 3, title: 'Later published' });
    const [audit] = await auditTrail(suite.app.db, agreementSubject(first.id));
    expect(audit).toMatchObject({ action: 'agreement.published', actor: `operator:${ops.content.id}`, detail: { version: 3 } });
    expect((await send(ops.content, 'POST', ConsoleAgreementPath.publish(first.id))).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send(ops.content, 'PUT', ConsoleAgreementPath.version(first.id), { texts: english('Changed') })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await current(suite.app)).value!.title).toBe('Later published');
  });

  it('counts acceptances per version', async () => {
    await addMember(suite.app, { username: 'counted2', password: 'Secret123', acceptedAgreement: false });
    const token = await tokenFor(suite.app, 'counted2', 'Secret123');
    const version = (await current(suite.app)).value!.version;
    const before = (await list()).find((v) => v.version === version)!.accepted;
    await accept(suite.app, token, version);
    expect((await list()).find((v) => v.version === version)!.accepted).toBe(before + 1);
  });

  it("another merchant's version answers 404; naming another merchant is refused", async () => {
    const draft = await drafted(english('Ours'));
    expect((await send(ops.other, 'PUT', ConsoleAgreementPath.version(draft.id), { texts: english('Theirs') })).status).toBe(404);
    expect((await send(ops.other, 'POST', ConsoleAgreementPath.publish(draft.id))).status).toBe(404);
    expect((await list(ops.other)).map((v) => v.id)).not.toContain(draft.id);
    expect((await send(ops.other, 'GET', `${ConsoleAgreementPath.versions}?merchantCode=MLOBBY`)).status).toBe(403);
    expect((await send(ops.other, 'POST', ConsoleAgreementPath.versions, { texts: english('x'), merchantCode: 'MLOBBY' })).status).toBe(403);
    expect((await send(ops.content, 'POST', ConsoleAgreementPath.publish(999_999))).status).toBe(404);
    expect((await list()).find((v) => v.id === draft.id)!.status).toBe('draft');
  });

  it('a platform-wide operator names the merchant to list and draft, and publishes any by id', async () => {
    expect((await send(ops.platform, 'GET', ConsoleAgreementPath.versions)).body.code).toBe(ErrorCode.requestInvalid);
    const draft = await drafted(english('Other terms'), ops.platform, 'OTHERCO');
    expect(draft.merchantCode).toBe('OTHERCO');
    expect((await send(ops.platform, 'POST', ConsoleAgreementPath.publish(draft.id))).body.value).toMatchObject({ merchantCode: 'OTHERCO', version: 1 });
    expect((await current(suite.app, { merchant: 'OTHERCO' })).value).toMatchObject({ version: 1, title: 'Other terms' });
  });
});
