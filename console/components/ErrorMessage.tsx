import { useTranslation } from 'react-i18next';
import { isClientCode, type Failure } from '../api/errors';
import { Alert } from './ui';

/** A failed call: the server's message (already in the operator's language), or the client's own words. */
export function ErrorMessage({ failure }: { failure: Failure | null | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return <Alert role="alert">{isClientCode(failure.code) ? t(`client.${failure.code.replace('console.', '')}`) : failure.message}</Alert>;
}
