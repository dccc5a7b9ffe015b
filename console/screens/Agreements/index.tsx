import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementVersionValue } from '@common/contract/agreement';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadState } from '../../components/Loading';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Alert, Button, Card, Muted, Row, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { AgreementStore } from '../../stores/AgreementStore';
import { useFeature } from '../../stores/context';
import { Editor } from './Editor';

/** The English title, else the first (the list is for finding a version; the editor shows every language). */
const titleOf = (v: AgreementVersionValue) => v.texts.EN?.title ?? Object.values(v.texts)[0]?.title ?? '';

/**
 * User agreements (issue 15): a merchant's versions with how many members accepted each, drafts
 * written per language, and publishing a draft (after a confirmation: every member must then
 * accept it before playing, depositing or ordering again).
 */
const Agreements = observer(function Agreements() {
  const { t } = useTranslation();
  const store = useFeature(AgreementStore);
  // undefined: no editor; null: a new draft.
  const [editing, setEditing] = useState<AgreementVersionValue | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<AgreementVersionValue | null>(null);
  useEffect(() => void store.load(), [store]);
  const publish = async (draft: AgreementVersionValue) => {
    if (await store.publish(draft.id)) setConfirming(null);
  };
  const columns: Column<AgreementVersionValue>[] = [
    { labelKey: 'agreements.version', render: (v) => (v.version === null ? t('agreements.draft') : String(v.version)) },
    { labelKey: 'agreements.headline', render: titleOf },
    { labelKey: 'agreements.status', render: (v) => t(`agreements.statuses.${v.status}`) },
    { labelKey: 'agreements.languages', render: (v) => Object.keys(v.texts).join(', ') },
    { labelKey: 'agreements.publishedAt', render: (v) => dateTime(v.publishedAt) },
    { labelKey: 'agreements.accepted', render: (v) => (v.status === 'published' ? String(v.accepted) : '') },
    {
      labelKey: 'agreements.actions',
      render: (v) => (
        <Row>
          <Button type="button" $variant="plain" onClick={() => setEditing(v)} aria-label={t(v.status === 'draft' ? 'agreements.editNamed' : 'agreements.viewNamed', { title: titleOf(v) })}>
            {t(v.status === 'draft' ? 'agreements.edit' : 'agreements.view')}
          </Button>
          {v.status === 'draft' && (
            <Button type="button" onClick={() => setConfirming(v)} aria-label={t('agreements.publishNamed', { title: titleOf(v) })}>
              {t('agreements.publish')}
            </Button>
          )}
        </Row>
      ),
    },
  ];
  const rows = store.list.value;
  return (
    <>
      <Title>{t('agreements.title')}</Title>
      <MerchantPicker value={store.merchantCode} onChange={(code) => void store.load(code)} />
      {!store.scoped && <Muted>{t('agreements.pickMerchant')}</Muted>}
      {store.scoped && (
        <>
          <Row>
            <Button type="button" onClick={() => setEditing(null)}>
              {t('agreements.newDraft')}
            </Button>
          </Row>
          {confirming && (
            <Card role="alertdialog" aria-labelledby="agreement-confirm">
              <Alert id="agreement-confirm">{t('agreements.confirmPublish', { version: store.nextVersion, title: titleOf(confirming) })}</Alert>
              <ErrorMessage failure={store.publishing.error} />
              <Row>
                <Button type="button" $variant="danger" disabled={store.publishing.loading} onClick={() => void publish(confirming)}>
                  {t('agreements.confirm', { version: store.nextVersion })}
                </Button>
                <Button type="button" $variant="plain" onClick={() => setConfirming(null)}>
                  {t('agreements.cancel')}
                </Button>
              </Row>
            </Card>
          )}
          {editing !== undefined && <Editor key={editing?.id ?? 'new'} version={editing} onDone={() => setEditing(undefined)} />}
          <LoadState of={store.list} />
          {rows && <DataTable caption={t('agreements.title')} columns={columns} rows={rows} rowKey={(v) => v.id} />}
        </>
      )}
    </>
  );
});

export default Agreements;
