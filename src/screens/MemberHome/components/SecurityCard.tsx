import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { InfoRow } from './EditableRow';
import { WithdrawalForm } from './WithdrawalForm';
import { changePasswordPath, routerPath } from '../../../paths';

/** Security: change the login password, set or change the withdrawal password. */
export const SecurityCard = observer(function SecurityCard() {
  const { t } = useTranslation();
  const member = useFeature(MemberStore);
  // ?edit=withdrawalPassword (withdrawalPasswordPath): a withdrawal blocked for want of one opens the form here.
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(params.get('edit') === 'withdrawalPassword');
  const hasWithdrawal = member.security?.hasWithdrawalPassword === true;
  return (
    <Card aria-labelledby="member-security">
      <h2 id="member-security">{t('security.title')}</h2>
      <InfoRow>
        <span>{t('login.password')}</span>
        <ButtonLink to={routerPath(changePasswordPath())} $variant="ghost">
          {t('security.changePassword')}
        </ButtonLink>
      </InfoRow>
      <InfoRow>
        <span>{t('security.withdrawal')}</span>
        <strong>{t(hasWithdrawal ? 'security.withdrawalIsSet' : 'security.withdrawalNotSet')}</strong>
        {!editing && (
          <Button type="button" $variant="ghost" onClick={() => setEditing(true)} disabled={member.security === null}>
            {t(hasWithdrawal ? 'security.changeWithdrawal' : 'security.setWithdrawal')}
          </Button>
        )}
      </InfoRow>
      {editing && <WithdrawalForm onClose={() => setEditing(false)} />}
    </Card>
  );
});
