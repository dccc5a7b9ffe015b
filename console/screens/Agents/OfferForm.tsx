import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAgentDetail } from '@common/contract/consoleAgents';
import { AGENT_MAX_TIERS, CONTRACT_KINDS, CYCLES_OF, type ContractCycle, type ContractKind } from '@common/rules/agents';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Alert, Button, Card, Field, Input, Muted, Row, Select, Subtitle } from '../../components/ui';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { offerFormOf, offerOfForm, PROBLEM_BOUNDS, tierRowOf, type OfferForm as Form, type Problem, type TierRow } from './forms/offer';

/** The merchant offers or amends a top-level agent's contract of a kind: its cycle and tiers; a change applies from the next period once signed. */
export const OfferForm = observer(function OfferForm({ detail }: { detail: ConsoleAgentDetail }) {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [form, setForm] = useState<Form>(() => offerFormOf(CONTRACT_KINDS[0], detail.contracts));
  const [problem, setProblem] = useState<Problem | null>(null);
  const amends = detail.contracts.some((c) => c.kind === form.kind && c.state === 'signed');
  const change = (index: number, patch: Partial<TierRow>) => setForm({ ...form, tiers: form.tiers.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = offerOfForm(form);
    setProblem('problem' in result ? result : null);
    if ('value' in result) await store.offer(detail.agent.memberId, result.value);
  };
  const valueKey = form.kind === 'dividend' ? 'agents.offer.share' : 'agents.offer.salary';
  const problemText = problem && t(`agents.problems.${problem.problem}`, PROBLEM_BOUNDS);
  return (
    <Card aria-labelledby="agent-offer">
      <Subtitle id="agent-offer">{t('agents.offer.title')}</Subtitle>
      <form onSubmit={(event) => void submit(event)}>
        <Row>
          <Field>
            {t('agents.contracts.kind')}
            <Select
              value={form.kind}
              onChange={(e) => {
                setProblem(null);
                setForm(offerFormOf(e.target.value as ContractKind, detail.contracts));
              }}
            >
              {CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`agents.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {t('agents.contracts.cycle')}
            <Select value={form.cycle} onChange={(e) => setForm({ ...form, cycle: e.target.value as ContractCycle })}>
              {CYCLES_OF[form.kind].map((cycle) => (
                <option key={cycle} value={cycle}>
                  {t(`agents.cycles.${cycle}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <Muted>{t(amends ? 'agents.offer.amendNote' : 'agents.offer.note')}</Muted>
        {form.tiers.map((row, i) => {
          const tier = i + 1;
          return (
            <fieldset key={row.key}>
              <legend>{t('agents.offer.tier', { tier })}</legend>
              <Row>
                <Field>
                  {t('agents.offer.minActivePlayers', { tier })}
                  <Input inputMode="numeric" value={row.minActivePlayers} onChange={(e) => change(i, { minActivePlayers: e.target.value })} />
                </Field>
                <Field>
                  {t('agents.offer.minTurnover', { tier })}
                  <Input inputMode="decimal" value={row.minTurnover} onChange={(e) => change(i, { minTurnover: e.target.value })} />
                </Field>
                <Field>
                  {t(valueKey, { tier })}
                  <Input inputMode="decimal" value={row.value} onChange={(e) => change(i, { value: e.target.value })} />
                </Field>
                <Button type="button" $variant="danger" disabled={form.tiers.length === 1} onClick={() => setForm({ ...form, tiers: form.tiers.filter((_, j) => j !== i) })} aria-label={t('agents.offer.removeNamed', { tier })}>
                  {t('agents.offer.remove')}
                </Button>
              </Row>
            </fieldset>
          );
        })}
        <Row>
          <Button type="button" $variant="plain" disabled={form.tiers.length >= AGENT_MAX_TIERS} onClick={() => setForm({ ...form, tiers: [...form.tiers, tierRowOf(form.kind, null)] })}>
            {t('agents.offer.addTier')}
          </Button>
          <Button type="submit" disabled={store.offering.loading}>
            {t('agents.offer.send')}
          </Button>
        </Row>
        {problem && <Alert role="alert">{problem.row ? t('agents.problemAt', { tier: problem.row, problem: problemText }) : problemText}</Alert>}
        <SaveOutcome of={store.offering} savedKey="agents.offer.sent" />
      </form>
    </Card>
  );
});
