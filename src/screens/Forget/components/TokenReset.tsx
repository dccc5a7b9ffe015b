import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFields } from '../../../components/form';
import { NewPasswordFields, newPasswordRules, type NewPasswordForm, type NewPasswordKey } from '../../../components/form/NewPasswordFields';
import { Muted } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { Submit } from './Submit';
import { loginPath, routerPath } from '../../../paths';

const KEYS: readonly NewPasswordKey[] = ['newPassword', 'confirmPassword'];

/** The emailed link's second step: a new password for the token; success leads to /m/login. */
export const TokenReset = observer(function TokenReset({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const member = useFeature(MemberStore);
  const fields: NewPasswordForm = useFields<NewPasswordKey>({ newPassword: '', confirmPassword: '' }, newPasswordRules(() => fields.values));

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!fields.validate(KEYS) || !(await member.resetWithToken(resetToken, fields.values.newPassword))) return;
    ui.showToast({ key: 'forget.success' }, 'success');
    navigate(routerPath(loginPath()), { replace: true });
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('forget.submit')}>
      <Muted>{t('forget.tokenIntro')}</Muted>
      <NewPasswordFields fields={fields} />
      <Submit type="submit" disabled={member.busy}>
        {t('forget.submit')}
      </Submit>
    </form>
  );
});
