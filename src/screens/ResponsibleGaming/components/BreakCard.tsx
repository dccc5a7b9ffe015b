import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BlockValue } from '@common/contract/protection';
import { EXCLUSION_DURATIONS, TIME_OUT_DURATIONS, blockEnd, type ExclusionDuration, type TimeOutDuration } from '@common/rules/protection';
import { PasswordField } from '../../../components/form/PasswordField';
import { Muted, Button, Card } from '../../../components/ui';
import { homePath, routerPath } from '../../../paths';
import { useFeature, useStores } from '../../../stores';
import { ProtectionStore, type BreakRequest } from '../../../stores/ProtectionStore';
import { BreakDialog } from './BreakDialog';
import { Buttons, ChoiceGroup, Editor } from './styles';

/** The notice after a break starts: its end date (the site has logged out). */
function blockNotice(block: BlockValue, format: (ms: number) => string) {
  if (block.until === null) return { key: 'protection.blockedNotice.permanent' };
  return { key: `protection.blockedNotice.${block.kind}`, params: { until: format(block.until) } };
}

/**
 * Time-out and self-exclusion: the duration, for self-exclusion the login password, then a dialog
 * that states the consequences before anything happens. Once started the site is logged out and
 * says until when.
 */
export const BreakCard = observer(function BreakCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const store = useFeature(ProtectionStore);
  const [timeOut, setTimeOut] = useState<TimeOutDuration>(TIME_OUT_DURATIONS[0]);
  const [exclusion, setExclusion] = useState<ExclusionDuration>(EXCLUSION_DURATIONS[0]);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState<BreakRequest | null>(null);
  const passwordProblem = tried && password === '' ? { key: 'protection.passwordRequired' } : null;

  function askExclusion(event: FormEvent): void {
    event.preventDefault();
    setTried(true);
    if (password !== '') setAsking({ kind: 'selfExclusion', duration: exclusion, password });
  }

  async function start(request: BreakRequest): Promise<void> {
    setAsking(null);
    const block = await store.takeBreak(request);
    if (!block) return;
    ui.showNotice(blockNotice(block, (ms) => store.formatTime(ms)));
    navigate(routerPath(homePath()), { replace: true });
  }

  // The end as it would be if started now; the server's answer gives the real one afterwards.
  const until = asking ? (asking.kind === 'timeOut' ? blockEnd('timeOut', asking.duration, Date.now()) : blockEnd('selfExclusion', asking.duration, Date.now())) : null;

  return (
    <>
      <Card aria-labelledby="time-out">
        <h2 id="time-out">{t('protection.timeOutTitle')}</h2>
        <Muted>{t('protection.timeOutHint')}</Muted>
        <Editor
          noValidate
          aria-label={t('protection.timeOutTitle')}
          onSubmit={(e) => {
            e.preventDefault();
            setAsking({ kind: 'timeOut', duration: timeOut });
          }}
        >
          <ChoiceGroup>
            <legend>{t('protection.duration')}</legend>
            {TIME_OUT_DURATIONS.map((d) => (
              <label key={d}>
                <input type="radio" name="timeOut" checked={timeOut === d} onChange={() => setTimeOut(d)} />
                {t(`protection.durations.${d}`)}
              </label>
            ))}
          </ChoiceGroup>
          <Buttons>
            <Button type="submit" disabled={store.busy}>
              {t('protection.timeOutSubmit')}
            </Button>
          </Buttons>
        </Editor>
      </Card>
      <Card aria-labelledby="self-exclusion">
        <h2 id="self-exclusion">{t('protection.exclusionTitle')}</h2>
        <Muted>{t('protection.exclusionHint')}</Muted>
        <Editor noValidate aria-label={t('protection.exclusionTitle')} onSubmit={askExclusion}>
          <ChoiceGroup>
            <legend>{t('protection.duration')}</legend>
            {EXCLUSION_DURATIONS.map((d) => (
              <label key={d}>
                <input type="radio" name="selfExclusion" checked={exclusion === d} onChange={() => setExclusion(d)} />
                {t(`protection.durations.${d}`)}
              </label>
            ))}
          </ChoiceGroup>
          <PasswordField name="password" label={t('protection.password')} value={password} onChange={setPassword} error={passwordProblem} />
          <Buttons>
            <Button type="submit" disabled={store.busy}>
              {t('protection.exclusionSubmit')}
            </Button>
          </Buttons>
        </Editor>
      </Card>
      {asking && <BreakDialog request={asking} untilText={until === null ? null : store.formatTime(until)} onConfirm={() => void start(asking)} onCancel={() => setAsking(null)} />}
    </>
  );
});
