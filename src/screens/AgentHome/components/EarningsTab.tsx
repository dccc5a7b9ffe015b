import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type ContractKind } from '@common/rules/agents';
import { Statements } from '../../../components/agent/Statements';
import { SegmentedSwitch } from '../../../components/SegmentedSwitch';
import { Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { ContractStore } from '../../../stores/ContractStore';

/** The agent's statements of every kind, one kind at a time. */
export const EarningsTab = observer(function EarningsTab() {
  const { t } = useTranslation();
  const store = useFeature(ContractStore);
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const list = store.statements(kind);
  useEffect(() => {
    void list.reload();
  }, [list]);
  return (
    <Card aria-labelledby="agent-earnings">
      <h2 id="agent-earnings">{t('agent.tab.earnings')}</h2>
      <SegmentedSwitch label={t('agent.kindLabel')} value={kind} onChange={setKind} options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agent.kind.${k}`) }))} />
      <Statements list={list} kind={kind} />
    </Card>
  );
});
