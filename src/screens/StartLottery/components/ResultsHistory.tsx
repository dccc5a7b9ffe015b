import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Muted } from '../../../components/ui';
import { useStores } from '../../../stores';
import { Pager } from './Pager';
import { ResultNumbers } from '../../../components/lottery/ResultNumbers';

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.base.space.s};
    border-top: 1px solid ${(p) => p.theme.colors.border};
    padding: ${(p) => p.theme.base.space.xs} 0;
  }
  a { display: inline-flex; align-items: center; min-height: ${(p) => p.theme.base.touchTarget}; }
`;

/** The game's results, newest first, each with a link to its fairness check. */
export const ResultsHistory = observer(function ResultsHistory({ gameCode, verifyHref }: { gameCode: string; verifyHref: (issue: string) => string }) {
  const { t } = useTranslation();
  const { lottery } = useStores();
  useEffect(() => {
    void lottery.loadResults(gameCode);
  }, [lottery, gameCode]);
  const page = lottery.results;
  if (page && page.content.length === 0) return <Muted>{t('lottery.noResult')}</Muted>;
  return (
    <>
      <Rows aria-label={t('lottery.results')}>
        {(page?.content ?? []).map((result) => (
          <li key={result.issueNumber}>
            <span>{result.issueNumber}</span>
            <span>
              <ResultNumbers result={result} compact />
            </span>
            {result.seed && <Link to={verifyHref(result.issueNumber)}>{t('lottery.verify')}</Link>}
          </li>
        ))}
      </Rows>
      {page && <Pager page={page.pageNum} totalPages={page.totalPages} onPage={(n) => void lottery.loadResults(gameCode, n)} />}
    </>
  );
});
