/** The merchant's transfer launch mode: saved by the console's merchant settings (audited), answered to the site in the balances. */
import { MerchantAdminPath, type MerchantSettings } from '@common/contract/consoleMerchant';
import { ErrorCode } from '@common/contract/envelope';
import { DEFAULT_TRANSFER_LAUNCH_MODE } from '@common/rules/transfers';
import { auditTrail } from '../../../../server/modules/audit/service';
import { merchantSubject } from '../../../../server/modules/merchant/service';
import { launchModeOf } from '../../../../server/modules/transfer';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';

describe.each(databases())('transfer launch mode on $name', (db) => {
  const t = suiteApp(db);

  test('defaults to DEFAULT_TRANSFER_LAUNCH_MODE; an owner sets it, audited with the field; a bad mode is request.invalid and changes nothing', async () => {
    const owner = await operatorWith(t.app, ['owner'], 'MLOBBY');
    const url = MerchantAdminPath.transferLaunchMode('MLOBBY');
    expect((await consoleCall<MerchantSettings>(t.app, owner, 'GET', MerchantAdminPath.merchant('MLOBBY'))).body.value!.transferLaunchMode).toBe(DEFAULT_TRANSFER_LAUNCH_MODE);
    const set = await consoleCall<MerchantSettings>(t.app, owner, 'PUT', url, { mode: 'choose' });
    expect(set.body.value!.transferLaunchMode).toBe('choose');
    expect(await launchModeOf(t.app.db, 'MLOBBY')).toBe('choose');
    const [row] = await auditTrail(t.app.db, merchantSubject('MLOBBY'));
    expect(row).toMatchObject({ actor: `operator:${owner.id}`, action: 'merchant.config.set', detail: { changed: ['transferLaunchMode'] } });
    const bad = await consoleCall(t.app, owner, 'PUT', url, { mode: 'some' });
    expect(bad).toMatchObject({ status: 400, body: { code: ErrorCode.requestInvalid } });
    expect(await launchModeOf(t.app.db, 'MLOBBY')).toBe('choose');
    const content = await operatorWith(t.app, ['content'], 'MLOBBY');
    expect((await consoleCall(t.app, content, 'PUT', url, { mode: 'all' })).status).toBe(403);
  });
});
