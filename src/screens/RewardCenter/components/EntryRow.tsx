import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RewardEntryValue } from '@common/contract/loyalty';
import type { RewardState } from '@common/rules/loyalty';
import { Actions, StatusText } from '../../../components/payments/styles';
import { useDate } from '../../../components/loyalty/useDate';
import { useMessageText } from '../../../components/useMessageText';
import { Button, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { RewardStore, canClaim } from '../../../stores/RewardStore';
import { rewardText } from '../../../stores/loyalty/format';

const TONES: Record<RewardState, 'success' | 'danger' | 'waiting'> = { claim: 'success', received: 'success', pending: 'waiting', lapsed: 'danger', cancelled: 'danger' };

/** What an entry is worth: a bonus amount, points, goods or a lottery ticket. */
function useWorth(): (entry: RewardEntryValue) => string {
  const { t } = useTranslation();
  const text = useMessageText();
  return (entry) => {
    if ((entry.kind === 'bonus' || entry.kind === 'points') && entry.amount !== null) return text(rewardText({ kind: entry.kind, amount: entry.amount }));
    return t(`rewardCenter.kind.${entry.kind}`);
  };
}

/** One entry: where it came from, title, worth, state label; to claim: its claim-by date and the Claim button. */
export const EntryRow = observer(function EntryRow({ entry }: { entry: RewardEntryValue }) {
  const { t } = useTranslation();
  const date = useDate();
  const worth = useWorth();
  const store = useFeature(RewardStore);
  return (
    <li aria-label={entry.title}>
      <strong>{entry.title}</strong> <StatusText $tone={TONES[entry.state]}>{t(`rewardCenter.state.${entry.state}`)}</StatusText>
      <Muted>{`${t(`rewardCenter.source.${entry.source}`)} · ${worth(entry)} · ${date(entry.at)}`}</Muted>
      {entry.state === 'claim' && entry.claimBy !== null && <Muted>{t('rewardCenter.claimBy', { date: date(entry.claimBy) })}</Muted>}
      {canClaim(entry) && (
        <Actions>
          <Button
            type="button"
            disabled={store.claiming !== null}
            aria-busy={store.isClaiming(entry)}
            aria-label={t('rewardCenter.claimTitle', { title: entry.title })}
            onClick={() => void store.claim(entry)}
          >
            {t('rewardCenter.claim')}
          </Button>
        </Actions>
      )}
    </li>
  );
});
