import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAudience, SentMessageValue } from '@common/contract/inbox';
import type { Column } from '../../components/DataTable';
import { MerchantPicker } from '../../components/MerchantPicker';
import { PagedTable } from '../../components/PagedTable';
import { Muted, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { useFeature } from '../../stores/context';
import { InboxStore } from '../../stores/InboxStore';
import { Compose } from './Compose';

/** Members' inbox messages (issue 15): compose one to a member, a segment or everyone; the sent ones with recipients and read counts. */
const Inbox = observer(function Inbox() {
  const { t } = useTranslation();
  const inbox = useFeature(InboxStore);
  useEffect(() => void inbox.load(), [inbox]);
  const audienceText = (a: MessageAudience) => {
    if (a.kind === 'member') return a.username;
    if (a.kind === 'all') return t('inbox.audienceAll');
    return t('inbox.audienceSegment');
  };
  const columns: Column<SentMessageValue>[] = [
    { labelKey: 'inbox.sentAt', render: (m) => dateTime(m.sentAt) },
    { labelKey: 'inbox.messageTitle', render: (m) => m.title },
    { labelKey: 'inbox.category', render: (m) => t(`inbox.categories.${m.category}`) },
    { labelKey: 'inbox.audience', render: (m) => audienceText(m.audience) },
    { labelKey: 'inbox.sentBy', render: (m) => m.sentBy },
    { labelKey: 'inbox.recipients', render: (m) => m.recipients },
    { labelKey: 'inbox.read', render: (m) => m.read },
  ];
  return (
    <>
      <Title>{t('inbox.title')}</Title>
      <MerchantPicker value={inbox.merchantCode} onChange={(code) => void inbox.load(1, code)} />
      {!inbox.scoped && <Muted>{t('inbox.pickMerchant')}</Muted>}
      {inbox.scoped && (
        <>
          <Compose />
          <PagedTable of={inbox.sent} caption={t('inbox.sent')} columns={columns} rowKey={(m) => m.id} load={(page) => void inbox.load(page)} />
        </>
      )}
    </>
  );
});

export default Inbox;
