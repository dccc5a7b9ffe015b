import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_MAX_TIERS, CONTRACT_KINDS, CYCLES_OF, type ContractKind } from '@common/rules/agents';
import { TextField } from '../../../components/form';
import { FieldMessage } from '../../../components/form/FieldMessage';
import { Actions } from '../../../components/payments/styles';
import { SegmentedSwitch } from '../../../components/SegmentedSwitch';
import { Button } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { TeamStore } from '../../../stores/TeamStore';
import { EMPTY_TIER, parseTiers, valueIsShare, type TierText } from '../../../stores/agent/tiers';
import type { Message } from '../../../stores';

/** A sub-agent's contract offer: kind, cycle and the tiers (never better than the agent's own: the server checks). */
export const OfferForm = observer(function OfferForm({ memberId, username, onDone }: { memberId: number; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const team = useFeature(TeamStore);
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const [cycle, setCycle] = useState(CYCLES_OF.dailySalary[0]!);
  const [rows, setRows] = useState<TierText[]>([EMPTY_TIER]);
  const [problem, setProblem] = useState<Message | null>(null);
  const chooseKind = (next: ContractKind) => {
    setKind(next);
    setCycle(CYCLES_OF[next][0]!);
  };
  const edit = (i: number, field: keyof TierText, value: string) => setRows(rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTiers(kind, rows);
    setProblem('problem' in parsed ? parsed.problem : null);
    if ('tiers' in parsed && (await team.offer({ memberId, kind, cycle, tiers: parsed.tiers }))) onDone();
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('agent.offer.title', { username })}>
      <SegmentedSwitch label={t('agent.kindLabel')} value={kind} onChange={chooseKind} options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agent.kind.${k}`) }))} />
      {CYCLES_OF[kind].length > 1 && (
        <SegmentedSwitch label={t('agent.kpi.cycle')} value={cycle} onChange={setCycle} options={CYCLES_OF[kind].map((c) => ({ value: c, label: t(`agent.cycle.${c}`) }))} />
      )}
      {rows.map((row, i) => (
        <fieldset key={i}>
          <legend>{t('agent.offer.tier', { n: i + 1 })}</legend>
          <TextField name={`tier-${i}-players`} label={t('agent.tier.activePlayers')} inputMode="numeric" value={row.minActivePlayers} onChange={(v) => edit(i, 'minActivePlayers', v)} />
          <TextField name={`tier-${i}-turnover`} label={t('agent.tier.turnover')} inputMode="decimal" value={row.minTurnover} onChange={(v) => edit(i, 'minTurnover', v)} />
          <TextField name={`tier-${i}-value`} label={t(valueIsShare(kind) ? 'agent.offer.sharePercent' : 'agent.tier.amount')} inputMode="decimal" value={row.value} onChange={(v) => edit(i, 'value', v)} />
        </fieldset>
      ))}
      <FieldMessage id={`offer-${memberId}-message`} error={problem} />
      <Actions>
        {rows.length > 1 && (
          <Button type="button" $variant="ghost" onClick={() => setRows(rows.slice(0, -1))}>
            {t('agent.offer.removeTier')}
          </Button>
        )}
        {rows.length < AGENT_MAX_TIERS && (
          <Button type="button" $variant="ghost" onClick={() => setRows([...rows, EMPTY_TIER])}>
            {t('agent.offer.addTier')}
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={team.busy}>
          {t('agent.offer.send')}
        </Button>
      </Actions>
    </form>
  );
});
