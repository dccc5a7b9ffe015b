import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Card, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';
import { currentIssue } from '../../stores/LotteryStore';
import { BetSlip } from './betSlip';
import { BetTypePicker } from './components/BetTypePicker';
import { Countdown, useServerNow } from '../../components/lottery/Countdown';
import { lotteryName } from '../../components/lottery/lotteryName';
import { LobbyBar } from './components/LobbyBar';
import { MyOrders } from './components/MyOrders';
import { ResultsHistory } from './components/ResultsHistory';
import { SelectionPicker } from './components/SelectionPicker';
import { StakePanel } from './components/StakePanel';
import { Choices } from './components/styles';
import { VerifyPanel } from './components/VerifyPanel';
import { parseLotteryQuery, sameLaunchPath } from './query';
import { moreLotteryPath, routerPath } from '../../paths';

/** Where a player goes from an unknown game: every lottery. */

type Tab = 'bet' | 'orders' | 'results';
const TABS: readonly Tab[] = ['bet', 'orders', 'results'];

/** The current issue, its countdown to close, and the balance; the game re-loads when the issue closes. */
const IssueHeader = observer(function IssueHeader({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const { lottery, wallet } = useStores();
  const now = useServerNow();
  const issue = lottery.game ? currentIssue(lottery.game.upcoming, now) : undefined;
  // The current issue moving on (or running out) means one closed: fetch the next issues and results.
  const shown = useRef(issue?.issueNumber);
  useEffect(() => {
    if (shown.current === issue?.issueNumber) return;
    shown.current = issue?.issueNumber;
    onClosed();
  }, [issue?.issueNumber, onClosed]);
  return (
    <Muted>
      {issue ? (
        <>
          {t('lottery.issue', { issue: issue.issueNumber })} · {t('lottery.closesIn')} <Countdown closesAt={issue.closesAt} />
        </>
      ) : (
        t('lottery.noIssue')
      )}
      {wallet.display !== null && ` · ${t('lottery.balance', { amount: wallet.display })}`}
    </Muted>
  );
});

/** /m/startLottery?gameCode= (issue 5): bet slip, my orders, results history and fairness checks. */
const StartLottery = observer(function StartLottery() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = parseLotteryQuery(params);
  const { gameCode, lang } = query;
  const { lottery, language, wallet } = useStores();
  const [tab, setTab] = useState<Tab>('bet');

  const reload = useCallback(() => void lottery.loadGame(gameCode), [lottery, gameCode]);
  useEffect(reload, [reload]);
  useEffect(() => {
    void wallet.refresh();
  }, [wallet]);
  // The vendor launch names its language; switch only to one this merchant offers.
  useEffect(() => {
    if (lang && language.options.some((o) => o.code.toLowerCase() === lang)) void language.setLanguage(lang);
  }, [lang, language]);

  const game = lottery.game?.tile.gameCode === gameCode ? lottery.game : null;
  const slip = useMemo(() => (game ? new BetSlip(() => lottery.game ?? game) : null), [game?.tile.gameCode]); // eslint-disable-line react-hooks/exhaustive-deps -- one slip per game, not per re-fetch

  return (
    <Page>
      <LobbyBar gameCode={gameCode} lobby={query.lobby} backTo={query.backTo} hrefOf={(code) => sameLaunchPath(params, { gameCode: code })} />
      {lottery.missingGame === gameCode ? (
        <Card>
          <Muted>{t('lottery.notFound')}</Muted>
          <ButtonLink to={routerPath(moreLotteryPath())}>{t('lottery.allLotteries')}</ButtonLink>
        </Card>
      ) : !game || !slip ? (
        <Muted>{t('lottery.loading')}</Muted>
      ) : (
        <>
          <h2>{lotteryName(t, game.tile)}</h2>
          <IssueHeader onClosed={reload} />
          {query.verify && <VerifyPanel key={query.verify} gameCode={gameCode} kind={game.tile.kind} issueNumber={query.verify} closeTo={sameLaunchPath(params, {})} />}
          <Choices role="group" aria-label={t('lottery.sections')}>
            {TABS.map((name) => (
              <Button key={name} type="button" $variant={tab === name ? 'primary' : 'ghost'} aria-pressed={tab === name} onClick={() => setTab(name)}>
                {t(`lottery.tab.${name}`)}
              </Button>
            ))}
          </Choices>
          <Card>
            {tab === 'bet' && (
              <>
                <BetTypePicker slip={slip} />
                <SelectionPicker slip={slip} />
                <StakePanel slip={slip} />
              </>
            )}
            {tab === 'orders' && <MyOrders />}
            {tab === 'results' && <ResultsHistory gameCode={gameCode} verifyHref={(issue) => sameLaunchPath(params, { verify: issue })} />}
          </Card>
        </>
      )}
    </Page>
  );
});

export default StartLottery;
