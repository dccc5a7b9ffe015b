import { useTranslation } from 'react-i18next';
import { ProtectionDialog } from '../../../components/protection/ProtectionDialog';
import { Button } from '../../../components/ui';
import type { BreakRequest } from '../../../stores/ProtectionStore';

/**
 * Before a time-out or self-exclusion starts: what it means, in plain words (logged out at once, no
 * play or deposits until the end date, the balance can still be withdrawn, no way back before the end).
 */
export function BreakDialog({ request, untilText, onConfirm, onCancel }: { request: BreakRequest; untilText: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const title = untilText === null ? t('protection.confirmTitle.permanent') : t(`protection.confirmTitle.${request.kind}`, { until: untilText });
  return (
    <ProtectionDialog
      id="break-dialog"
      alert
      title={title}
      onEscape={onCancel}
      buttons={
        <>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="button" onClick={onConfirm}>
            {t('protection.confirmBreak')}
          </Button>
        </>
      }
    >
      <ul>
        <li>{t('protection.consequence.loggedOut')}</li>
        <li>{untilText === null ? t('protection.consequence.noPlayEver') : t('protection.consequence.noPlay', { until: untilText })}</li>
        <li>{t('protection.consequence.withdraw')}</li>
        <li>{t('protection.consequence.irreversible')}</li>
      </ul>
    </ProtectionDialog>
  );
}
