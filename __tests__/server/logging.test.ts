import { AccountPath, type OutboxMessage } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { addMember, call, encryptedCall, login, seal, publicKey, solvedCaptcha } from './helpers/accounts';
import { databases, siteHeaders, suiteApp } from './helpers/build';

describe.each(databases())('server log on $name', (db) => {
  const lines: string[] = [];
  const log = () => lines.join('');
  const t = suiteApp(db, { LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } }, async (app) => {
    await addMember(app, { username: 'logged01', password: 'Hidden1234', email: 'logged01@example.com' });
  });

  it('never holds a password, a session token, a reset token or the Encryption header', async () => {
    const secrets: string[] = ['Hidden1234', 'Changed123', 'Register123', 'ResetTo1234'];
    const sealed = await seal(await publicKey(t.app), { type: 'username', username: 'logged01', password: 'Hidden1234' });
    const res = await t.app.inject({ method: 'POST', url: AccountPath.login, payload: sealed.payload, headers: siteHeaders({ encryption: sealed.header }) });
    const token = res.json().value.token as string;
    secrets.push(token, sealed.header, sealed.payload.data);

    await encryptedCall(t.app, 'POST', AccountPath.passwordVerification, { password: 'Hidden1234' }, { headers: { authorization: token } });
    await call(t.app, 'POST', AccountPath.password, { token, payload: { oldPassword: 'Hidden1234', newPassword: 'Changed123' } });
    await login(t.app, { type: 'username', username: 'logged01', password: 'WrongOne12' });
    const registered = await encryptedCall(t.app, 'PUT', AccountPath.register, {
      username: 'loggedreg',
      password: 'Register123',
      confirmPassword: 'Register123',
      mobile: '1711111111',
      countryDialingCode: '880',
      birthday: '1990-01-01',
      ...(await solvedCaptcha(t.app)),
    });
    secrets.push(registered.json().value.token as string);

    await t.app.inject({
      method: 'POST',
      url: AccountPath.passwordEmail,
      payload: 'username=logged01&email=logged01%40example.com',
      headers: siteHeaders({ 'content-type': 'application/x-www-form-urlencoded' }),
    });
    const email = (await call(t.app, 'GET', AccountPath.devOutbox)).json<Envelope<OutboxMessage[]>>().value!.find((m) => m.channel === 'email')!;
    const resetToken = /Reset code: (\S+)/.exec(email.text)![1]!;
    secrets.push(resetToken);
    await call(t.app, 'POST', AccountPath.passwordReset, { payload: { resetToken, newPassword: 'ResetTo1234' } });
    await call(t.app, 'DELETE', AccountPath.logout, { token });

    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(log()).not.toContain(secret);
    expect(log()).toContain('Email to l***@example.com');
  }, 30_000);

  it('redacts secret fields and headers if a log call ever includes them', () => {
    t.app.log.info({ password: 'p1', body: { newPassword: 'p2', token: 't1' }, req: { headers: { authorization: 'a1', encryption: 'e1' } } }, 'careless');
    const line = lines.at(-1)!;
    for (const secret of ['p1', 'p2', 't1', 'a1', 'e1']) expect(line).not.toContain(`"${secret}"`);
    expect(line).toContain('[redacted]');
  });
});
