import { useTranslation } from 'react-i18next';
import type { LoyaltyStateRequest } from '@common/contract/consoleLoyalty';
import type { LoyaltyState } from '@common/rules/loyalty';
import { Button } from '../../components/ui';

export type StateAction = LoyaltyStateRequest['action'];

/** What each state may move to: a draft is published; a live one paused or ended; a paused one resumed or ended; an ended one stays. */
export const STATE_ACTIONS: Readonly<Record<LoyaltyState, readonly StateAction[]>> = {
  draft: ['publish'],
  live: ['pause', 'end'],
  paused: ['resume', 'end'],
  ended: [],
};

/** The buttons of a mall item's or race's next states, each named with what it acts on. */
export function StateButtons({ state, title, onAction }: { state: LoyaltyState; title: string; onAction: (action: StateAction) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {STATE_ACTIONS[state].map((action) => (
        <Button key={action} type="button" $variant={action === 'end' ? 'danger' : 'plain'} onClick={() => onAction(action)} aria-label={t(`loyalty.actionNamed.${action}`, { title })}>
          {t(`loyalty.actions.${action}`)}
        </Button>
      ))}
    </>
  );
}

/** A text's first language's words (lists are for finding one; the editor shows them all). */
export const firstText = (text: Record<string, string>) => text.EN ?? Object.values(text)[0] ?? '';
