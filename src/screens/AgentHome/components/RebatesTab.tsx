import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { LoadStatus } from '../../../components/payments/PagedList';
import { Rows } from '../../../components/payments/styles';
import { Button, Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { bpPercent, parseBp } from '../../../stores/agent/format';
import { RebateStore } from '../../../stores/RebateStore';
import { amountText } from '../../../utils/amount';

/** One direct member's rate: the field (percent) and its save button. */
const MemberRate = observer(function MemberRate({ memberId, username, rebateBp }: { memberId: number; username: string; rebateBp: number }) {
  const { t } = useTranslation();
  const store = useFeature(RebateStore);
  const [text, setText] = useState(() => amountText(rebateBp));
  const bp = parseBp(text);
  const problem = text === amountText(rebateBp) ? null : store.problem(bp);
  return (
    <form
      noValidate
      aria-label={username}
      onSubmit={(e) => {
        e.preventDefault();
        void store.update(memberId, bp);
      }}
    >
      <TextField name={`rebate-${memberId}`} label={t('agent.rebates.rateOf', { username })} inputMode="decimal" value={text} onChange={setText} error={problem} />
      <Button type="submit" $variant="ghost" disabled={store.savingId !== null || problem !== null}>
        {t('agent.rebates.save')}
      </Button>
    </form>
  );
});

/** §7 rebate updates: the agent's own rate, and each direct member's rate (0 up to the own rate). */
export const RebatesTab = observer(function RebatesTab() {
  const { t } = useTranslation();
  const store = useFeature(RebateStore);
  const { settings } = store;
  useEffect(() => {
    void settings.load();
  }, [settings]);
  return (
    <Card aria-labelledby="agent-rebates">
      <h2 id="agent-rebates">{t('agent.rebates.title')}</h2>
      {settings.state !== 'loaded' || !settings.value ? (
        <LoadStatus state={settings.state === 'agentOnly' ? 'failed' : settings.state} onRetry={() => void settings.load()} />
      ) : (
        <>
          <Muted>{t('agent.rebates.own', { rate: bpPercent(settings.value.ownBp) })}</Muted>
          {settings.value.members.length === 0 ? (
            <Muted>{t('agent.rebates.none')}</Muted>
          ) : (
            <Rows aria-label={t('agent.rebates.members')}>
              {settings.value.members.map((m) => (
                <li key={m.memberId}>
                  <MemberRate key={m.rebateBp} {...m} />
                </li>
              ))}
            </Rows>
          )}
        </>
      )}
    </Card>
  );
});
