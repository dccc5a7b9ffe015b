import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFields, type FieldRule } from '../../../components/form';
import { NewPasswordFields, newPasswordRules, type NewPasswordKey } from '../../../components/form/NewPasswordFields';
import { PhoneCodeFields, type PhoneCodeKey } from '../../../components/form/PhoneCodeFields';
import { Muted } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { checkMobile, checkSmsCode } from '../../../stores/memberRules';
import { Submit } from './Submit';
import { loginPath, routerPath } from '../../../paths';

type Key = PhoneCodeKey | NewPasswordKey;
const EMPTY: Record<Key, string> = { countryCode: '', mobileNum: '', messageCode: '', newPassword: '', confirmPassword: '' };
const CHECKED: readonly Key[] = ['mobileNum', 'messageCode', 'newPassword', 'confirmPassword'];

/** Reset by phone: number, slider, SMS code, then the new password; success leads to /m/login. */
export const PhoneReset = observer(function PhoneReset() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const member = useFeature(MemberStore);
  const rules: Record<Key, FieldRule> = {
    countryCode: () => null,
    mobileNum: (v) => checkMobile(v.trim()),
    messageCode: (v) => checkSmsCode(v.trim()),
    ...newPasswordRules(() => fields.values),
  };
  const fields = useFields<Key>(EMPTY, rules);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const country = member.resetPhone.country(fields.values.countryCode);
    if (!fields.validate(CHECKED) || !country) return;
    const done = await member.resetBySms({
      mobileNum: fields.values.mobileNum.trim(),
      countryDialingCode: country.countryDialingCode,
      messageCode: fields.values.messageCode.trim(),
      newPassword: fields.values.newPassword,
    });
    if (!done) return;
    ui.showToast({ key: 'forget.success' }, 'success');
    navigate(routerPath(loginPath()), { replace: true });
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('forget.byPhone')}>
      <Muted>{t('forget.phoneIntro')}</Muted>
      <PhoneCodeFields fields={fields} phone={member.resetPhone} />
      <NewPasswordFields fields={fields} />
      <Submit type="submit" disabled={member.busy}>
        {t('forget.submit')}
      </Submit>
    </form>
  );
});
