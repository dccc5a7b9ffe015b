import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Order, OrderStatus } from '@common/contract/lottery';
import { Button, Muted } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { OrderStore } from '../../../stores/OrderStore';
import { cancellable } from '../../../stores/OrderStore';
import { formatMinor } from '../../../utils/money';
import { useServerNow } from '../../../components/lottery/Countdown';
import { Pager } from './Pager';
import { Choices } from './styles';

const FILTERS: readonly (OrderStatus | undefined)[] = [undefined, 'pending', 'partly.settled', 'settled', 'cancelled'];

const OrderList = styled.ul`
  list-style: none;
  padding: 0;
`;

const Item = styled.li`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding: ${(p) => p.theme.base.space.s} 0;
  ul { list-style: none; padding: 0; margin: ${(p) => p.theme.base.space.xs} 0 0; }
  li li { display: flex; align-items: center; justify-content: space-between; gap: ${(p) => p.theme.base.space.s}; }
`;

/** One order with its sub-orders; pending sub-orders of issues still open can be cancelled. */
const OrderItem = observer(function OrderItem({ order, openIssues }: { order: Order; openIssues: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const orders = useFeature(OrderStore);
  return (
    <Item aria-label={t('lottery.orderNo', { id: order.orderId })}>
      <strong>{t(`lottery.betType.${order.betType}`, { defaultValue: order.betType })}</strong> {order.selection.map((row) => row.join(',')).join(' | ')}
      <Muted>
        {formatMinor(order.total)} · {t(`lottery.orderStatus.${order.status}`)}
      </Muted>
      <ul>
        {order.suborders.map((sub) => (
          <li key={sub.id}>
            <span>
              {sub.issueNumber} · {formatMinor(sub.amount)} · {t(`lottery.suborderStatus.${sub.status}`)}
              {sub.status === 'won' && ` · ${formatMinor(sub.winAmount)}`}
            </span>
            {cancellable(sub, openIssues) && (
              <Button type="button" $variant="ghost" onClick={() => void orders.cancel({ orderId: order.orderId, suborderIds: [sub.id] })}>
                {t('lottery.cancel')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Item>
  );
});

/** "My orders": paged, filtered by status, each sub-order with its status (issue 5). */
export const MyOrders = observer(function MyOrders() {
  const { t } = useTranslation();
  const { lottery } = useStores();
  const orders = useFeature(OrderStore);
  const now = useServerNow();
  useEffect(() => {
    void orders.loadOrders();
  }, [orders]);
  // Only the shown game's issues are known to be open; other games' orders offer no cancel here.
  const openIssues = new Set((lottery.game?.upcoming ?? []).filter((i) => i.status === 'open' && i.closesAt > now).map((i) => i.issueNumber));
  const page = orders.page;
  return (
    <>
      <Choices role="group" aria-label={t('lottery.filterStatus')}>
        {FILTERS.map((status) => (
          <Button key={status ?? 'all'} type="button" $variant={orders.status === status ? 'primary' : 'ghost'} aria-pressed={orders.status === status} onClick={() => void orders.loadOrders(status)}>
            {t(status ? `lottery.orderStatus.${status}` : 'lottery.all')}
          </Button>
        ))}
      </Choices>
      {page && page.content.length === 0 && <Muted>{t('lottery.noOrders')}</Muted>}
      <OrderList aria-label={t('lottery.myOrders')}>
        {(page?.content ?? []).map((order) => (
          <OrderItem key={order.orderId} order={order} openIssues={openIssues} />
        ))}
      </OrderList>
      {page && <Pager page={page.pageNum} totalPages={page.totalPages} onPage={(n) => void orders.loadOrders(orders.status, n)} />}
    </>
  );
});
