import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LIMIT_PERIODS, type LimitPeriod } from '@common/rules/protection';
import { TextField } from '../form/TextField';
import { Button } from '../ui';
import { useFeature } from '../../stores';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { limitAmount, limitAmountProblem } from '../../stores/protection/limitAmount';
import { cleanAmountInput } from '../../utils/amount';
import { ProtectionDialog } from './ProtectionDialog';

const Periods = styled.fieldset`
  border: 0;
  margin: 0 0 ${(p) => p.theme.base.space.s};
  padding: 0;
  legend { font-weight: 700; padding: 0; margin-bottom: ${(p) => p.theme.base.space.xs}; }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.base.space.xs};
    min-height: ${(p) => p.theme.base.touchTarget};
    margin-inline-end: ${(p) => p.theme.base.space.m};
  }
  input { width: 20px; height: 20px; accent-color: ${(p) => p.theme.colors.primary}; }
`;

/**
 * "Set a deposit limit?" after registration and on the deposit screen while none is set and the
 * prompt was never answered: a period and an amount set one at once (a first limit applies at
 * once); "Not now" tells the server, so it is not asked again.
 */
const DepositLimitPrompt = observer(function DepositLimitPrompt() {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const amount = limitAmount(text);
  const problem = tried ? limitAmountProblem(text) : null;

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTried(true);
    if (amount !== null) void store.setPromptLimit(period, amount);
  }

  return (
    <ProtectionDialog
      id="deposit-limit-prompt"
      title={t('protection.prompt.title')}
      onEscape={() => store.closePrompt()}
      buttons={
        <>
          <Button type="button" $variant="ghost" disabled={store.busy} onClick={() => void store.dismissPrompt()}>
            {t('protection.prompt.notNow')}
          </Button>
          <Button type="submit" form="deposit-limit-form" disabled={store.busy}>
            {t('protection.prompt.set')}
          </Button>
        </>
      }
    >
      <p>{t('protection.prompt.text')}</p>
      <form id="deposit-limit-form" noValidate onSubmit={submit} aria-label={t('protection.prompt.title')}>
        <Periods>
          <legend>{t('protection.prompt.period')}</legend>
          {LIMIT_PERIODS.map((p) => (
            <label key={p}>
              <input type="radio" name="period" checked={period === p} onChange={() => setPeriod(p)} />
              {t(`protection.period.${p}`)}
            </label>
          ))}
        </Periods>
        <TextField name="amount" label={t('protection.prompt.amount')} inputMode="decimal" autoComplete="off" value={text} onChange={(v) => setText(cleanAmountInput(v))} error={problem} />
      </form>
    </ProtectionDialog>
  );
});

export default DepositLimitPrompt;
