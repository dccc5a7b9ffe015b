import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberType } from '@common/contract/member';
import { headIconUrl } from '../../../assets/head';
import { Avatar } from '../../../components/Avatar';
import { Button, Card } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { checkEmail, checkNickname } from '../../../stores/memberRules';
import { EditableRow, InfoRow } from './EditableRow';
import { IconPicker } from './IconPicker';
import { canDeposit, isTrial } from '@common/rules/memberTypes';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  margin-bottom: ${(p) => p.theme.base.space.m};
  h2 { margin: 0; }
`;

/** i18n key of an account type: real (0, 1, 2), free trial (4), or the special agent types. */
function typeKey(type: MemberType | null): string {
  if (type !== null && isTrial(type)) return 'member.typeTrial';
  return type !== null && canDeposit(type) ? 'member.typeReal' : 'member.typeOther';
}

/** Who the member is: head icon (with the picker), username, account type, nickname and email. */
export const ProfileCard = observer(function ProfileCard() {
  const { t } = useTranslation();
  const { session, common } = useStores();
  const member = useFeature(MemberStore);
  const [picking, setPicking] = useState(false);
  const info = common.memberInfo;
  return (
    <Card aria-label={t('member.profile')}>
      <Head>
        <Avatar key={member.iconId ?? 'none'} src={headIconUrl(member.iconId)} alt={t('member.avatarAlt')} />
        <div>
          <h2>{session.info?.userName ?? info?.userName}</h2>
          <Button type="button" $variant="ghost" onClick={() => setPicking(true)}>
            {t('member.changeIcon')}
          </Button>
        </div>
      </Head>
      <InfoRow>
        <span>{t('member.username')}</span>
        <strong>{session.info?.userName}</strong>
      </InfoRow>
      <InfoRow>
        <span>{t('member.memberType')}</span>
        <strong>{t(typeKey(session.type))}</strong>
      </InfoRow>
      <EditableRow name="nickname" label={t('member.nickname')} value={info?.nickname} rule={checkNickname} onSave={(v) => member.setNickname(v)} busy={member.busy} />
      <EditableRow
        name="email"
        label={t('member.email')}
        value={info?.email}
        rule={(v) => checkEmail(v.trim())}
        onSave={(v) => member.setEmail(v.trim())}
        busy={member.busy}
        inputType="email"
      />
      {picking && <IconPicker onClose={() => setPicking(false)} />}
    </Card>
  );
});
