import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card } from '../../../components/ui';
import { UnreadBadge } from '../../../components/UnreadBadge';
import { inboxPath, routerPath } from '../../../paths';
import { useFeature } from '../../../stores';
import { UnreadStore } from '../../../stores/UnreadStore';

const Inbox = styled(ButtonLink)`
  display: flex;
  gap: ${(p) => p.theme.base.space.s};
`;

/** The member's inbox with its unread count (issue 15; the member centre admits no trial account). */
export const MessagesCard = observer(function MessagesCard() {
  const { t } = useTranslation();
  const unread = useFeature(UnreadStore);
  return (
    <Card aria-labelledby="member-messages">
      <h2 id="member-messages">{t('member.messages')}</h2>
      <Inbox to={routerPath(inboxPath())} $variant="ghost">
        {t('title.inbox')}
        <UnreadBadge count={unread.inbox} label={t('header.unread', { count: unread.inbox })} />
      </Inbox>
    </Card>
  );
});
