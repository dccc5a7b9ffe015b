import { AccountPath } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import { type MemberInfo } from '@common/contract/member';
import { auditTrail } from '../../../../server/modules/audit/service';
import { memberSubject, type Member } from '../../../../server/modules/member/service';
import { addMember, call, tokenFor } from '../../helpers/accounts';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

describe.each(databases())('member calls on $name', (db) => {
  let member: Member;
  let token: string;
  const t = suiteApp(db, {}, {}, async (app) => {
    const contact = { email: 'p1@example.com', dialingCode: '880', mobile: '1712345678' };
    member = await addMember(app, { username: 'profile1', password: 'Profile123', nickname: 'P1', ...contact });
    token = await tokenFor(app, 'profile1', 'Profile123');
  });

  const get = (path: string) => call(t.app, 'GET', path, { token });
  const post = (path: string, payload: object) => call(t.app, 'POST', path, { token, payload });

  it('GET /wps/member/info returns the member with the mobile number masked', async () => {
    expect((await get(AccountPath.memberInfo)).json().value).toEqual<MemberInfo>({
      id: member.id,
      type: 1,
      userName: 'profile1',
      nickname: 'P1',
      email: 'p1@example.com',
      iconId: 0,
      mobile: '+880171****678',
      agent: false,
    });
  });

  it('refuses member calls without a token with customer.not.login', async () => {
    for (const path of [AccountPath.memberInfo, AccountPath.icon, AccountPath.nickname, AccountPath.email, AccountPath.payeeName]) {
      expect((await call(t.app, 'GET', path)).json().code).toBe(ErrorCode.customerNotLogin);
    }
  });

  describe('head icon', () => {
    const postForm = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: AccountPath.icon,
        payload: body,
        headers: siteHeaders({ authorization: token, 'content-type': 'application/x-www-form-urlencoded' }),
      });

    it('takes a form-encoded iconId and GET returns it', async () => {
      expect((await get(AccountPath.icon)).json().value).toEqual({ iconId: 0 });
      expect((await postForm('iconId=5')).json()).toEqual({ success: true, value: { iconId: 5 } });
      expect((await get(AccountPath.icon)).json().value).toEqual({ iconId: 5 });
    });

    it('takes JSON too', async () => {
      expect((await post(AccountPath.icon, { iconId: 8 })).json().value).toEqual({ iconId: 8 });
    });

    it.each(['iconId=9', 'iconId=-1', 'iconId=abc', 'icon=3'])('refuses %s with 400 request.invalid', async (body) => {
      const res = await postForm(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.requestInvalid);
    });
  });

  describe('nickname', () => {
    it('sets, reads and clears it', async () => {
      expect((await post(AccountPath.nickname, { nickname: '  Lucky Star ' })).json().value).toEqual({ nickname: 'Lucky Star' });
      expect((await get(AccountPath.nickname)).json().value).toEqual({ nickname: 'Lucky Star' });
      expect((await post(AccountPath.nickname, { nickname: null })).json().value).toEqual({ nickname: null });
    });

    it('refuses one over 20 characters with nickname.format', async () => {
      expect((await post(AccountPath.nickname, { nickname: 'x'.repeat(21) })).json().code).toBe(ErrorCode.nicknameFormat);
    });
  });

  describe('email', () => {
    it('changes it and audits the change', async () => {
      expect((await post(AccountPath.email, { email: 'new@example.com' })).json().value).toEqual({ email: 'new@example.com' });
      expect((await get(AccountPath.email)).json().value).toEqual({ email: 'new@example.com' });
      expect((await auditTrail(t.app.db, memberSubject(member.id))).map((r) => r.action)).toContain('member.email.changed');
    });

    it('refuses a malformed one with email.format', async () => {
      expect((await post(AccountPath.email, { email: 'new@' })).json().code).toBe(ErrorCode.emailFormat);
    });
  });

  describe('payee name', () => {
    it('is empty at first, then set once; a change is payee.name.locked', async () => {
      expect((await get(AccountPath.payeeName)).json().value).toEqual({ payeeName: null });
      expect((await post(AccountPath.payeeName, { payeeName: 'Karim Ahmed' })).json().value).toEqual({ payeeName: 'Karim Ahmed' });
      expect((await post(AccountPath.payeeName, { payeeName: 'Someone Else' })).json().code).toBe(ErrorCode.payeeNameLocked);
      expect((await get(AccountPath.payeeName)).json().value).toEqual({ payeeName: 'Karim Ahmed' });
    });

    it('refuses a name that is not a name with name.format', async () => {
      expect((await post(AccountPath.payeeName, { payeeName: '12345' })).json().code).toBe(ErrorCode.nameFormat);
    });
  });
});
