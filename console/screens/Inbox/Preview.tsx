import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageCategory } from '@common/contract/inbox';
import { Card, Muted } from '../../components/ui';

const Body = styled.p`
  white-space: pre-line;
`;

/** The message as the member's inbox will show it (opened). */
export function Preview({ title, body, category }: { title: string; body: string; category: MessageCategory }) {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('inbox.preview')}>
      <Muted>
        {t('inbox.preview')} · {t(`inbox.categories.${category}`)}
      </Muted>
      <strong>{title || t('inbox.messageTitle')}</strong>
      <Body>{body}</Body>
    </Card>
  );
}
