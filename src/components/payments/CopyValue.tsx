import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { Button } from '../ui';

/** Copies text to the clipboard; false where the browser refuses (an HTTP page, an old WebView). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * One label–value row of payment instructions (the receiving number, the amount, the reference)
 * with a copy button, so the player pastes instead of retyping a number into their wallet app.
 * Renders a <dt>/<dd> pair: put it inside a Facts list.
 */
export function CopyValue({ label, value, copy = value }: { label: string; value: string; copy?: string }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const onCopy = async () => {
    const copied = await copyText(copy);
    ui.showToast({ key: copied ? 'pay.copied' : 'pay.copyFailed' }, copied ? 'success' : 'info');
  };
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>{' '}
        <Button type="button" $variant="ghost" onClick={() => void onCopy()} aria-label={t('pay.copyLabel', { label })}>
          {t('pay.copy')}
        </Button>
      </dd>
    </>
  );
}
