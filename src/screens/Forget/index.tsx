import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SegmentedSwitch } from '../../components/SegmentedSwitch';
import { ButtonLink, Card, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { MemberStore } from '../../stores/MemberStore';
import { EmailReset } from './components/EmailReset';
import { PhoneReset } from './components/PhoneReset';
import { TokenReset } from './components/TokenReset';
import { routerPath, servicePath } from '../../paths';

/** Query parameter of the emailed reset link (/m/forget?resetToken=...). */
const RESET_TOKEN_PARAM = 'resetToken';

type Method = 'email' | 'phone';

/**
 * /m/forget (§2): reset by email link or by SMS code. Only where the merchant turned password
 * reset on; otherwise it says so and points to customer service.
 */
const Forget = observer(function Forget() {
  const { t } = useTranslation();
  const member = useFeature(MemberStore);
  const [params] = useSearchParams();
  const [method, setMethod] = useState<Method>('email');
  const resetToken = params.get(RESET_TOKEN_PARAM);

  if (!member.passwordResetEnabled) {
    return (
      <Page>
        <Card>
          <p role="status">{t('forget.disabled')}</p>
          <ButtonLink to={routerPath(servicePath())}>{t('status.contactService')}</ButtonLink>
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <Card>
        {resetToken ? (
          <TokenReset resetToken={resetToken} />
        ) : (
          <>
            <SegmentedSwitch
              label={t('forget.method')}
              value={method}
              onChange={setMethod}
              options={[
                { value: 'email', label: t('forget.byEmail') },
                { value: 'phone', label: t('forget.byPhone') },
              ]}
            />
            {method === 'email' ? <EmailReset /> : <PhoneReset />}
          </>
        )}
      </Card>
    </Page>
  );
});

export default Forget;
