import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAnnouncement, ContentType } from '@common/contract/announcements';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Button, Field, Muted, Row, Select, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { ContentStore } from '../../stores/ContentStore';
import { useFeature } from '../../stores/context';
import { Editor } from './Editor';
import { TypeOptions } from './TypeOptions';

/** A text in the first language it was written in (the list is for finding one, the editor shows them all). */
const firstOf = (text: Record<string, string>) => Object.values(text)[0] ?? '';

/** Announcements: a merchant's banners, player notices, popups and promotions; create and edit them with a phone preview. */
const Content = observer(function Content() {
  const { t } = useTranslation();
  const store = useFeature(ContentStore);
  // undefined: no editor; null: a new announcement.
  const [editing, setEditing] = useState<ConsoleAnnouncement | null | undefined>(undefined);
  useEffect(() => void store.load(), [store]);
  const columns: Column<ConsoleAnnouncement>[] = [
    { labelKey: 'content.type', render: (a) => t(`content.types.${a.contentType}`) },
    { labelKey: 'content.headline', render: (a) => firstOf(a.title) },
    { labelKey: 'content.group', render: (a) => a.groupName },
    { labelKey: 'content.languages', render: (a) => Object.keys(a.title).join(', ') },
    { labelKey: 'content.startsAt', render: (a) => dateTime(a.startsAt) },
    { labelKey: 'content.endsAt', render: (a) => dateTime(a.endsAt) },
    { labelKey: 'content.active', render: (a) => t(a.active ? 'common.yes' : 'common.no') },
    {
      labelKey: 'content.actions',
      render: (a) => (
        <Button type="button" $variant="plain" onClick={() => setEditing(a)} aria-label={t('content.editNamed', { title: firstOf(a.title) })}>
          {t('content.edit')}
        </Button>
      ),
    },
  ];
  const rows = store.list.value;
  return (
    <>
      <Title>{t('content.title')}</Title>
      <MerchantPicker value={store.merchantCode} onChange={(code) => void store.load(code)} />
      {!store.scoped && <Muted>{t('content.pickMerchant')}</Muted>}
      {store.scoped && (
        <>
          <Row>
            <Field>
              {t('content.type')}
              <Select value={store.contentType ?? ''} onChange={(e) => void store.load(store.merchantCode, (e.target.value || null) as ContentType | null)}>
                <option value="">{t('content.allTypes')}</option>
                <TypeOptions />
              </Select>
            </Field>
            <Button type="button" onClick={() => setEditing(null)}>
              {t('content.new')}
            </Button>
          </Row>
          {editing !== undefined && <Editor key={editing?.id ?? 'new'} announcement={editing} languages={store.languages} onDone={() => setEditing(undefined)} />}
          <LoadState of={store.list} />
          {rows && <DataTable caption={t('content.title')} columns={columns} rows={rows} rowKey={(a) => a.id} />}
        </>
      )}
    </>
  );
});

export default Content;
