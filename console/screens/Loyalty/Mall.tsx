import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleMallItem } from '@common/contract/consoleLoyalty';
import type { Column } from '../../components/DataTable';
import { PagedTable } from '../../components/PagedTable';
import { Button, Row } from '../../components/ui';
import { dateTime } from '../../format';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { Confirm } from './Confirm';
import { MallEditor } from './MallEditor';
import { StateFilter } from './ListParts';
import { StateButtons, firstText, type StateAction } from './StateActions';

type Panel = { editor: ConsoleMallItem | null } | { change: ConsoleMallItem; action: StateAction } | null;

/** Mall items by state, a page at a time: write them, publish, pause, resume and end them. */
export const Mall = observer(function Mall() {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [panel, setPanel] = useState<Panel>(null);
  useEffect(() => {
    void store.loadLanguages();
    void store.items.load(1);
  }, [store]);
  const columns: Column<ConsoleMallItem>[] = [
    { labelKey: 'loyalty.id', render: (item) => item.id },
    { labelKey: 'loyalty.mall.item', render: (item) => firstText(item.title) },
    { labelKey: 'loyalty.mall.kind', render: (item) => t(`loyalty.kinds.${item.kind}`) },
    { labelKey: 'loyalty.state', render: (item) => t(`loyalty.states.${item.state}`) },
    { labelKey: 'loyalty.mall.price', render: (item) => item.pricePoints.toLocaleString('en') },
    { labelKey: 'loyalty.mall.stockSold', render: (item) => `${item.stock === null ? t('loyalty.card.unlimited') : item.stock} / ${item.sold}` },
    { labelKey: 'loyalty.startsAt', render: (item) => dateTime(item.startsAt) },
    { labelKey: 'loyalty.endsAt', render: (item) => dateTime(item.endsAt) },
    {
      labelKey: 'loyalty.actionsHeader',
      render: (item) => {
        const title = firstText(item.title);
        const open = item.state === 'ended' ? 'view' : 'edit';
        return (
          <Row>
            <Button type="button" $variant="plain" onClick={() => setPanel({ editor: item })} aria-label={t(`loyalty.${open}Named`, { title })}>
              {t(`loyalty.${open}`)}
            </Button>
            <StateButtons state={item.state} title={title} onAction={(action) => setPanel({ change: item, action })} />
          </Row>
        );
      },
    },
  ];
  const close = () => setPanel(null);
  return (
    <>
      <Row>
        <StateFilter value={store.items.filter} onChange={(state) => void store.items.load(1, state)} />
        <Button type="button" onClick={() => setPanel({ editor: null })}>
          {t('loyalty.mall.new')}
        </Button>
      </Row>
      {panel && 'editor' in panel && <MallEditor key={panel.editor?.id ?? 'new'} item={panel.editor} onDone={close} />}
      {panel && 'change' in panel && (
        <Confirm
          key={`${panel.change.id}:${panel.action}`}
          message={t(`loyalty.mall.confirm.${panel.action}`, { title: firstText(panel.change.title) })}
          confirmLabel={t(`loyalty.actions.${panel.action}`)}
          danger={panel.action === 'end'}
          of={store.changing}
          onConfirm={() => store.act('item', panel.change.id, panel.action)}
          onCancel={close}
        />
      )}
      <PagedTable of={store.items.list} caption={t('loyalty.sections.mall')} columns={columns} rowKey={(item) => item.id} load={(page) => void store.items.load(page)} />
    </>
  );
});
