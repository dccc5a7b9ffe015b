import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/Loading';
import { Alert, Button, Card, Muted, Row } from '../../components/ui';
import { AuditStore } from '../../stores/AuditStore';
import { useFeature } from '../../stores/context';

/** Verifies the hash chain from its first row and names the first broken one, and why. */
export const ChainCheck = observer(function ChainCheck() {
  const { t } = useTranslation();
  const audit = useFeature(AuditStore);
  const result = audit.chain.value;
  return (
    <Card aria-live="polite">
      <Row>
        <Button type="button" disabled={audit.chain.loading} onClick={() => void audit.verify()}>
          {t('audit.verify')}
        </Button>
        <Muted>{t('audit.verifyIntro')}</Muted>
      </Row>
      <LoadState of={audit.chain} />
      {result?.ok && (
        <Alert $tone="success" role="status">
          {t('audit.chainOk', { checked: result.checked, unsealed: result.unsealed })}
        </Alert>
      )}
      {result && !result.ok && result.firstBroken && (
        <Alert role="alert">
          {t('audit.chainBroken', { id: result.firstBroken.id, seq: result.firstBroken.chainSeq, checked: result.checked })} {t(`audit.broken.${result.firstBroken.reason}`)}
        </Alert>
      )}
    </Card>
  );
});
