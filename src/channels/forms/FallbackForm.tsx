import { useTranslation } from 'react-i18next';
import { Actions } from '../../components/payments/styles';
import { ButtonLink, Card, Muted } from '../../components/ui';
import { routerPath, servicePath } from '../../paths';
import type { ChannelFormProps } from '../types';
import { StartOver } from './parts';

/** A deposit of a kind this version of the site cannot complete: say so, and offer help or another method. */
export default function FallbackForm({ deposit }: ChannelFormProps) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="fallback-title">
      <h2 id="fallback-title">{deposit.channelName}</h2>
      <Muted>{t('deposit.kindUnsupported')}</Muted>
      <Actions>
        <StartOver />
        <ButtonLink to={routerPath(servicePath())}>{t('deposit.contactService')}</ButtonLink>
      </Actions>
    </Card>
  );
}
