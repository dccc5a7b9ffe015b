import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SegmentedSwitch } from '../../../components/SegmentedSwitch';
import { useFeature } from '../../../stores';
import { AuthStore } from '../../../stores/AuthStore';

/** Username/password or mobile + SMS code (§4); shown only when the merchant offers SMS login. */
export const MethodSwitch = observer(function MethodSwitch() {
  const { t } = useTranslation();
  const auth = useFeature(AuthStore);
  if (!auth.smsLoginEnabled) return null;
  return (
    <SegmentedSwitch
      label={t('login.method')}
      options={[
        { value: 'username', label: t('login.methodPassword') },
        { value: 'sms', label: t('login.methodSms') },
      ]}
      value={auth.activeMethod}
      onChange={(method) => auth.setMethod(method)}
    />
  );
});
