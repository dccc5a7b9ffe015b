import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MallOrderStatus } from '@common/rules/loyalty';
import { LoadStatus } from '../../../components/payments/PagedList';
import { Rows, StatusText } from '../../../components/payments/styles';
import { useDate } from '../../../components/loyalty/useDate';
import { Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { MallStore } from '../../../stores/MallStore';
import { formatPoints } from '../../../stores/loyalty/format';

const TONES: Record<MallOrderStatus, 'success' | 'danger' | 'waiting'> = { pending: 'waiting', shipped: 'waiting', delivered: 'success', cancelled: 'danger' };

/** The member's orders, newest first: status (pending, shipped, delivered, cancelled), the operator's note, where goods go. */
export const Orders = observer(function Orders() {
  const { t } = useTranslation();
  const date = useDate();
  const { orders } = useFeature(MallStore);
  const list = orders.value ?? [];
  return (
    <Card aria-labelledby="mall-orders">
      <h2 id="mall-orders">{t('mall.orders')}</h2>
      {orders.state !== 'loaded' ? (
        <LoadStatus state={orders.state} onRetry={() => void orders.load(true)} />
      ) : list.length === 0 ? (
        <Muted>{t('mall.noOrders')}</Muted>
      ) : (
        <Rows aria-label={t('mall.orders')}>
          {list.map((order) => (
            <li key={order.id} aria-label={order.title}>
              <strong>{order.title}</strong> <StatusText $tone={TONES[order.status]}>{t(`mall.orderStatus.${order.status}`)}</StatusText>
              <Muted>{t('mall.orderLine', { points: formatPoints(order.pricePoints), date: date(order.createdAt) })}</Muted>
              {order.delivery && <Muted>{t('mall.deliverTo', { name: order.delivery.name, address: order.delivery.address })}</Muted>}
              {order.note && <Muted>{t('mall.note', { note: order.note })}</Muted>}
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
});
