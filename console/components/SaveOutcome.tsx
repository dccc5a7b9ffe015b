import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../stores/base/Loadable';
import { ErrorMessage } from './ErrorMessage';
import { Alert } from './ui';

/** How a form's last save went: the server's refusal, or `savedKey`'s words once it is done. */
export const SaveOutcome = observer(function SaveOutcome({ of, savedKey }: { of: Loadable<unknown>; savedKey: string }) {
  const { t } = useTranslation();
  if (of.error) return <ErrorMessage failure={of.error} />;
  if (of.loading || of.value === null || of.value === undefined) return null;
  return (
    <Alert $tone="success" role="status">
      {t(savedKey)}
    </Alert>
  );
});
