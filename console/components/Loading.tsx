import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../stores/base/Loadable';
import { ErrorMessage } from './ErrorMessage';
import { Muted } from './ui';

/** A Loadable's state: loading, its failure, or nothing (the screen shows the value). */
export const LoadState = observer(function LoadState({ of }: { of: Loadable<unknown> }) {
  const { t } = useTranslation();
  if (of.loading) return <Muted role="status">{t('shell.loading')}</Muted>;
  return <ErrorMessage failure={of.error} />;
});
