import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleMallOrder } from '@common/contract/consoleLoyalty';
import { FULFILMENT_NOTE_MAX, MALL_ORDER_NEXT, MALL_ORDER_STATUSES, type MallOrderStatus } from '@common/rules/loyalty';
import type { Column } from '../../components/DataTable';
import { Facts } from '../../components/Facts';
import { PagedTable } from '../../components/PagedTable';
import { Button, Card, Field, Row, Select, Subtitle } from '../../components/ui';
import { dateTime } from '../../format';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { Confirm } from './Confirm';

type Step = Exclude<MallOrderStatus, 'pending'>;

/** Orders by status, a page at a time; an order's detail with its delivery address and the fulfilment steps its status allows. */
export const Orders = observer(function Orders() {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => void store.orders.load(1), [store]);
  // The open order as the list now holds it (a step taken reloads the list).
  const open = store.orders.list.value?.items.find((order) => order.id === openId) ?? null;
  const columns: Column<ConsoleMallOrder>[] = [
    { labelKey: 'loyalty.id', render: (o) => o.id },
    { labelKey: 'loyalty.orders.member', render: (o) => o.username },
    { labelKey: 'loyalty.mall.item', render: (o) => o.title },
    { labelKey: 'loyalty.mall.kind', render: (o) => t(`loyalty.kinds.${o.kind}`) },
    { labelKey: 'loyalty.orders.points', render: (o) => o.pricePoints.toLocaleString('en') },
    { labelKey: 'loyalty.orders.status', render: (o) => t(`loyalty.statuses.${o.status}`) },
    { labelKey: 'loyalty.orders.placed', render: (o) => dateTime(o.createdAt) },
    {
      labelKey: 'loyalty.actionsHeader',
      render: (o) => (
        <Button type="button" $variant="plain" onClick={() => setOpenId(o.id)} aria-label={t('loyalty.orders.openNamed', { id: o.id })}>
          {t('loyalty.orders.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Row>
        <Field>
          {t('loyalty.orders.statusFilter')}
          <Select value={store.orders.filter ?? ''} onChange={(e) => void store.orders.load(1, (e.target.value || null) as MallOrderStatus | null)}>
            <option value="">{t('loyalty.orders.allStatuses')}</option>
            {MALL_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`loyalty.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      {open && <OrderDetail key={open.id} order={open} onClose={() => setOpenId(null)} />}
      <PagedTable of={store.orders.list} caption={t('loyalty.sections.orders')} columns={columns} rowKey={(o) => o.id} load={(page) => void store.orders.load(page)} />
    </>
  );
});

/** One order: who, what, where it goes, its note, and the steps MALL_ORDER_NEXT allows from its status, each confirmed. */
const OrderDetail = observer(function OrderDetail({ order, onClose }: { order: ConsoleMallOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [step, setStep] = useState<Step | null>(null);
  const steps = MALL_ORDER_NEXT[order.status] as readonly Step[];
  const rows: [string, string | null][] = [
    ['loyalty.orders.member', order.username],
    ['loyalty.mall.item', order.title],
    ['loyalty.orders.points', order.pricePoints.toLocaleString('en')],
    ['loyalty.orders.status', t(`loyalty.statuses.${order.status}`)],
    ['loyalty.orders.deliveryName', order.delivery?.name ?? null],
    ['loyalty.orders.deliveryPhone', order.delivery?.phone ?? null],
    ['loyalty.orders.deliveryAddress', order.delivery?.address ?? null],
    ['loyalty.orders.note', order.note],
    ['loyalty.orders.lotteryOrder', order.lotteryOrderId],
    ['loyalty.orders.placed', dateTime(order.createdAt)],
    ['loyalty.orders.updated', dateTime(order.updatedAt)],
  ];
  return (
    <Card aria-labelledby="order-detail">
      <Subtitle id="order-detail">{t('loyalty.orders.detail', { id: order.id })}</Subtitle>
      <Facts rows={rows} />
      {step ? (
        <Confirm
          message={t(`loyalty.orders.confirm.${step}`, { id: order.id, username: order.username, points: order.pricePoints.toLocaleString('en') })}
          confirmLabel={t(`loyalty.orders.steps.${step}`)}
          danger={step === 'cancelled'}
          note={step === 'delivered' ? undefined : { label: t(`loyalty.orders.noteFor.${step}`), required: step === 'cancelled', maxLength: FULFILMENT_NOTE_MAX }}
          of={store.fulfilling}
          onConfirm={async (note) => !!(await store.fulfil(order.id, { status: step, ...(note ? { note } : {}) }))}
          onCancel={() => setStep(null)}
        />
      ) : (
        <Row>
          {steps.map((next) => (
            <Button key={next} type="button" $variant={next === 'cancelled' ? 'danger' : 'primary'} onClick={() => setStep(next)}>
              {t(`loyalty.orders.steps.${next}`)}
            </Button>
          ))}
          <Button type="button" $variant="plain" onClick={onClose}>
            {t('loyalty.close')}
          </Button>
        </Row>
      )}
    </Card>
  );
});
