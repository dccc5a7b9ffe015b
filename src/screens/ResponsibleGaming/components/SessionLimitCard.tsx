import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from '@common/rules/protection';
import { TextField } from '../../../components/form/TextField';
import { Facts, Note } from '../../../components/payments/styles';
import { Button, Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { ProtectionStore } from '../../../stores/ProtectionStore';
import { PendingLine } from './PendingLine';
import { Buttons, Editor } from './styles';

/** Whole minutes within the session limit's range, else null. */
export function sessionMinutes(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= SESSION_LIMIT_MIN_MINUTES && minutes <= SESSION_LIMIT_MAX_MINUTES ? minutes : null;
}

/** The session-time limit: in force, pending, and its editor (the same cooling-off as money limits). */
export const SessionLimitCard = observer(function SessionLimitCard() {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { minutes, pending } = store.value!.sessionLimit;
  const value = sessionMinutes(text);
  const problem = tried && value === null ? { key: 'protection.minutesInvalid', params: { min: SESSION_LIMIT_MIN_MINUTES, max: SESSION_LIMIT_MAX_MINUTES } } : null;
  const show = (m: number | null) => (m === null ? t('protection.noLimit') : t('protection.minutes', { minutes: m }));

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (value === null) return;
    if (await store.setSessionLimit(value)) {
      setText('');
      setTried(false);
    }
  }

  return (
    <Card aria-labelledby="session-limit">
      <h2 id="session-limit">{t('protection.sessionTitle')}</h2>
      <Muted>{t('protection.sessionHint')}</Muted>
      <Note>{t('protection.rule')}</Note>
      <Facts>
        <dt>{t('protection.limit')}</dt>
        <dd>{show(minutes)}</dd>
      </Facts>
      {pending && <PendingLine pending={pending} target={{ target: 'sessionLimit' }} valueText={show(pending.value)} />}
      <Editor noValidate onSubmit={(e) => void submit(e)} aria-label={t('protection.sessionMinutes')}>
        <TextField name="minutes" label={t('protection.sessionMinutes')} inputMode="numeric" autoComplete="off" value={text} onChange={(v) => setText(v.replace(/\D/g, ''))} error={problem} />
        <Buttons>
          <Button type="submit" disabled={store.busy}>
            {t('protection.set')}
          </Button>
          {minutes !== null && !(pending && pending.value === null) && (
            <Button type="button" $variant="ghost" disabled={store.busy} onClick={() => void store.setSessionLimit(null)}>
              {t('protection.remove')}
            </Button>
          )}
        </Buttons>
      </Editor>
    </Card>
  );
});
