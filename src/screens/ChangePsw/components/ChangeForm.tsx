import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PasswordField, useFields, type FieldRule } from '../../../components/form';
import { NewPasswordFields, newPasswordRules, type NewPasswordKey } from '../../../components/form/NewPasswordFields';
import { Button } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { checkCurrentPassword } from '../../../stores/memberRules';

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${(p) => p.theme.base.space.m};
`;

type Key = 'oldPassword' | NewPasswordKey;

/**
 * Old, new and confirmation. With `rememberedOld` (a forced change after login) the old password
 * is not asked again: it is neither shown nor put in the page.
 */
export const ChangeForm = observer(function ChangeForm({ rememberedOld, onDone }: { rememberedOld: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const member = useFeature(MemberStore);
  const old = () => rememberedOld ?? fields.values.oldPassword;
  const rules: Record<Key, FieldRule> = { oldPassword: checkCurrentPassword, ...newPasswordRules(() => fields.values, old) };
  const fields = useFields<Key>({ oldPassword: '', newPassword: '', confirmPassword: '' }, rules);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const keys: Key[] = rememberedOld === null ? ['oldPassword', 'newPassword', 'confirmPassword'] : ['newPassword', 'confirmPassword'];
    if (!fields.validate(keys)) return;
    const done = rememberedOld === null ? await member.changePassword(old(), fields.values.newPassword) : await member.changeForcedPassword(fields.values.newPassword);
    if (done) onDone();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('changePsw.heading')}>
      {rememberedOld === null && (
        <PasswordField
          name="oldPassword"
          label={t('changePsw.oldPassword')}
          value={fields.values.oldPassword}
          onChange={(v) => fields.set('oldPassword', v)}
          onBlur={() => fields.touch('oldPassword')}
          error={fields.error('oldPassword')}
        />
      )}
      <NewPasswordFields fields={fields} />
      <Submit type="submit" disabled={member.busy}>
        {t('changePsw.submit')}
      </Submit>
    </form>
  );
});
