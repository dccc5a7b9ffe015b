import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Code } from './ui';

/** A secret the server shows once (an API key, a vendor's signing secret): on screen until the operator says it is kept. */
export function SecretOnce({ secret, messageKey, testId, onSaved }: { secret: string; messageKey: string; testId: string; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Card aria-live="polite">
      <Alert role="status">{t(messageKey)}</Alert>
      <Code data-testid={testId}>{secret}</Code>
      <p>
        <Button type="button" onClick={onSaved}>
          {t('common.secretCopied')}
        </Button>
      </p>
    </Card>
  );
}
