import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Title } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { LotteryStore } from '../../stores/LotteryStore';
import { Games } from './Games';
import { Issues } from './Issues';

/** Lottery: the games on and off, the issues to come and the results with their settlement. */
export default function Lottery() {
  const { t } = useTranslation();
  const store = useFeature(LotteryStore);
  useEffect(() => {
    void store.loadGames();
    void store.show();
  }, [store]);
  return (
    <>
      <Title>{t('lottery.title')}</Title>
      <Games />
      <Issues />
    </>
  );
}
