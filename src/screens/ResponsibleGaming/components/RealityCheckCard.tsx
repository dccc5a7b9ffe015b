import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@common/rules/protection';
import { Facts, Note } from '../../../components/payments/styles';
import { Button, Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { ProtectionStore } from '../../../stores/ProtectionStore';
import { PendingLine } from './PendingLine';
import { Buttons, ChoiceGroup, Editor } from './styles';

type Choice = RealityCheckMinutes | null;
const CHOICES: readonly Choice[] = [null, ...REALITY_CHECK_MINUTES];

/**
 * The reality-check interval: off or one of the offered minutes. More frequent applies at once;
 * less frequent or off applies by itself after the cooling-off (the pending line says from when).
 */
export const RealityCheckCard = observer(function RealityCheckCard() {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  const { minutes, pending } = store.value!.realityCheck;
  const [choice, setChoice] = useState<Choice>((minutes ?? null) as Choice);
  const show = (m: number | null) => (m === null ? t('protection.realityOff') : t('protection.realityEvery', { minutes: m }));

  function submit(event: FormEvent): void {
    event.preventDefault();
    void store.setRealityCheck(choice);
  }

  return (
    <Card aria-labelledby="reality-check">
      <h2 id="reality-check">{t('protection.realityTitle')}</h2>
      <Muted>{t('protection.realityHint')}</Muted>
      <Note>{t('protection.realityRule')}</Note>
      <Facts>
        <dt>{t('protection.realityNow')}</dt>
        <dd>{show(minutes)}</dd>
      </Facts>
      {pending && <PendingLine pending={pending} target={{ target: 'realityCheck' }} valueText={show(pending.value)} />}
      <Editor noValidate onSubmit={submit} aria-label={t('protection.realityTitle')}>
        <ChoiceGroup>
          <legend>{t('protection.realityChoose')}</legend>
          {CHOICES.map((c) => (
            <label key={c ?? 'off'}>
              <input type="radio" name="realityCheck" checked={choice === c} onChange={() => setChoice(c)} />
              {show(c)}
            </label>
          ))}
        </ChoiceGroup>
        <Buttons>
          <Button type="submit" disabled={store.busy}>
            {t('protection.save')}
          </Button>
        </Buttons>
      </Editor>
    </Card>
  );
});
