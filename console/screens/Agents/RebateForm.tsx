import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAgent } from '@common/contract/consoleAgents';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Alert, Button, Card, Field, Input, Row, Subtitle } from '../../components/ui';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { REBATE_BOUNDS, rebateBpOf } from './forms/settings';
import { percentText } from './forms/units';

/** A top-level agent's own rebate rate (a percentage, at most AGENT_MAX_REBATE_BP): the most it may give its members. */
export const RebateForm = observer(function RebateForm({ agent }: { agent: ConsoleAgent }) {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [rate, setRate] = useState(percentText(agent.rebateBp));
  const [bad, setBad] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bp = rebateBpOf(rate);
    setBad(bp === null);
    if (bp !== null) await store.setRebate(agent.memberId, bp);
  };
  return (
    <Card aria-labelledby="agent-rebate">
      <Subtitle id="agent-rebate">{t('agents.rebate.title')}</Subtitle>
      <form onSubmit={(event) => void submit(event)}>
        <Row>
          <Field>
            {t('agents.rebate.rate', REBATE_BOUNDS)}
            <Input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
          </Field>
          <Button type="submit" disabled={store.savingRebate.loading}>
            {t('agents.save')}
          </Button>
        </Row>
        {bad && <Alert role="alert">{t('agents.problems.badRebate', REBATE_BOUNDS)}</Alert>}
        <SaveOutcome of={store.savingRebate} savedKey="agents.saved" />
      </form>
    </Card>
  );
});
