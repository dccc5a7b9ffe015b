import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Facts } from '../../../components/Facts';
import { Button, Card, Field, Row, Subtitle, TextArea } from '../../../components/ui';
import { dateTime, money } from '../../../format';
import { useFeature, useStores } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

/** The profile, the balances, and (risk) block or unblock with a reason. */
export const Profile = observer(function Profile() {
  const { t } = useTranslation();
  const { session } = useStores();
  const player = useFeature(PlayerStore);
  const [reason, setReason] = useState('');
  const p = player.detail.value!;
  return (
    <>
      <Card>
        <Subtitle>{t('players.tabs.profile')}</Subtitle>
        <Facts
          rows={[
            ['players.id', p.id],
            ['players.merchant', p.merchantCode],
            ['players.memberType', p.memberType],
            ['players.realName', p.realName],
            ['players.mobile', p.mobile],
            ['players.email', p.email],
            ['players.language', p.language],
            ['players.createdAt', dateTime(p.createdAt)],
            ['players.lastLogin', dateTime(p.lastLoginAt)],
            ['players.blockReason', p.blockReason],
          ]}
        />
      </Card>
      <Card>
        <Subtitle>{t('players.balances')}</Subtitle>
        <Facts rows={(['real', 'bonus', 'withdrawal', 'points', 'demo'] as const).map((k) => [`players.balance.${k}`, money(p.balances[k])])} />
      </Card>
      {session.may('players.block') && (
        <Card>
          <Subtitle>{t(p.blocked ? 'players.unblock' : 'players.block')}</Subtitle>
          <Field>
            {t('players.blockReasonInput')}
            <TextArea value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <ErrorMessage failure={player.change.error} />
          <Row>
            <Button
              type="button"
              $variant={p.blocked ? 'primary' : 'danger'}
              disabled={!reason.trim() || player.change.loading}
              onClick={() => void player.setBlocked(!p.blocked, reason.trim()).then((done) => done && setReason(''))}
            >
              {t(p.blocked ? 'players.unblock' : 'players.block')}
            </Button>
          </Row>
        </Card>
      )}
    </>
  );
});
