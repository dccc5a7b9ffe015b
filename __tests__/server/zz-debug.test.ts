import { AccountPath } from '../../src/api/account';
import { addMember, encryptedCall } from './helpers/accounts';
import { build } from './helpers/build';
it('debug', async () => {
  const t = await build({ name: 'pglite' }, { LOG_LEVEL: 'info' });
  await addMember(t.app, { username: 'cryptouser', password: 'Crypto12345' });
  const res = await encryptedCall(t.app, 'POST', AccountPath.login, { type: 'username', username: 'cryptouser', password: 'Crypto12345' });
  console.log(res.body);
  await t.close();
});
