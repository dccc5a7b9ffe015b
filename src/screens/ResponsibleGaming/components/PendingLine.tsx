import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PendingChangeRequest, PendingChangeValue } from '@common/contract/protection';
import { Note } from '../../../components/payments/styles';
import { Button } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { ProtectionStore } from '../../../stores/ProtectionStore';
import { Buttons } from './styles';

/**
 * A change waiting for its cooling-off: what it will set and from when; once the time has come, the
 * button that confirms it (a raise never applies by itself, UKGC RTS 12); and always a way to drop it.
 */
export const PendingLine = observer(function PendingLine({ pending, target, valueText }: { pending: PendingChangeValue; target: PendingChangeRequest; valueText: string }) {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  const time = store.formatTime(pending.effectiveAt);
  return (
    <Note>
      {pending.confirmable ? t('protection.pendingReady', { value: valueText }) : t('protection.pending', { value: valueText, time })}
      <Buttons>
        {pending.confirmable && (
          <Button type="button" disabled={store.busy} onClick={() => void store.confirm(target)}>
            {t('protection.confirm')}
          </Button>
        )}
        <Button type="button" $variant="ghost" disabled={store.busy} onClick={() => void store.cancel(target)}>
          {t('protection.cancelChange')}
        </Button>
      </Buttons>
    </Note>
  );
});
