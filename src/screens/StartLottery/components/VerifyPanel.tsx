import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawKind } from '@common/contract/lottery';
import { ButtonLink, Card, Muted } from '../../../components/ui';
import { useStores } from '../../../stores';
import { checkLocally, type LocalCheck } from '../verify';
import { ResultNumbers } from '../../../components/lottery/ResultNumbers';
import { Facts } from './styles';

/**
 * Fairness of one issue (issue 5): the published hash, the revealed seed, the server's verify
 * answer, and the same check redone here in the browser, so the player need not trust the server.
 */
export const VerifyPanel = observer(function VerifyPanel({ gameCode, kind, issueNumber, closeTo }: { gameCode: string; kind: DrawKind; issueNumber: string; closeTo: string }) {
  const { t } = useTranslation();
  const { lottery } = useStores();
  const [local, setLocal] = useState<LocalCheck | null | 'failed'>(null);
  useEffect(() => {
    void lottery.verify(gameCode, issueNumber);
  }, [lottery, gameCode, issueNumber]);
  const answer = lottery.verification?.issue.issueNumber === issueNumber ? lottery.verification : null;
  useEffect(() => {
    if (!answer) return;
    let live = true;
    checkLocally(kind, answer.issue).then(
      (check) => live && setLocal(check),
      () => live && setLocal('failed'),
    );
    return () => {
      live = false;
    };
  }, [answer, kind]);
  const verdict = (ok: boolean) => t(ok ? 'lottery.match' : 'lottery.mismatch');
  return (
    <Card aria-label={t('lottery.verifyTitle', { issue: issueNumber })}>
      <h2>{t('lottery.verifyTitle', { issue: issueNumber })}</h2>
      {!answer ? (
        <Muted>{t('lottery.loading')}</Muted>
      ) : (
        <Facts>
          <dt>{t('lottery.seedHash')}</dt>
          <dd>{answer.issue.seedHash}</dd>
          <dt>{t('lottery.seed')}</dt>
          <dd>{answer.issue.seed ?? t('lottery.seedHidden')}</dd>
          <dt>{t('lottery.result')}</dt>
          <dd>
            <ResultNumbers result={answer.issue} />
          </dd>
          <dt>{t('lottery.serverSays')}</dt>
          <dd data-testid="server-verdict">
            {t('lottery.hash')}: {verdict(answer.hashMatches)} · {t('lottery.result')}: {verdict(answer.resultMatches)}
          </dd>
          <dt>{t('lottery.browserSays')}</dt>
          <dd data-testid="browser-verdict">
            {local === 'failed' && t('lottery.cannotCheck')}
            {local && local !== 'failed' && (
              <>
                {t('lottery.hash')}: {verdict(local.hashMatches)} · {t('lottery.result')}: {verdict(local.resultMatches)} ({local.recomputed.join(' ')})
              </>
            )}
          </dd>
        </Facts>
      )}
      <ButtonLink to={closeTo} $variant="ghost">
        {t('lottery.closeVerify')}
      </ButtonLink>
    </Card>
  );
});
