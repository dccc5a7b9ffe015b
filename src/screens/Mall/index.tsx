import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FeatureGate } from '../../components/FeatureGate';
import { LoadStatus } from '../../components/payments/PagedList';
import { Card, Muted, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { MallStore } from '../../stores/MallStore';
import { ItemSheet } from './components/ItemSheet';
import { ItemTile } from './components/ItemTile';
import { Orders } from './components/Orders';
import { PointsCard } from './components/PointsCard';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${(p) => p.theme.base.space.s};
`;

/** The mall itself (the switch is on): points, the items, the open item's sheet, the orders. */
const MallBody = observer(function MallBody() {
  const { t } = useTranslation();
  const store = useFeature(MallStore);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  // The item as the store knows it now: a refresh after a refusal shows its new state.
  const open = openId === null ? undefined : store.byId(openId);
  const { items } = store;
  return (
    <Page>
      <PointsCard />
      <Card aria-labelledby="mall-items">
        <h2 id="mall-items">{t('mall.items')}</h2>
        {items.state !== 'loaded' ? (
          <LoadStatus state={items.state} onRetry={() => void store.load(true)} />
        ) : !items.value?.length ? (
          <Muted>{t('mall.none')}</Muted>
        ) : (
          <Grid aria-label={t('mall.items')}>
            {items.value.map((item) => (
              <ItemTile key={item.id} item={item} onOpen={() => setOpenId(item.id)} />
            ))}
          </Grid>
        )}
      </Card>
      <Orders />
      {open && <ItemSheet key={open.id} item={open} onClose={() => setOpenId(null)} />}
    </Page>
  );
});

/**
 * /m/mall/mallHome (§2, issue 17, PTSYS3): the points mall. The member's points, what expires soon
 * and their level; the items with price, stock, level needed and the member's limit; an item's
 * sheet to redeem it (delivery for goods, a confirmation naming the points); the member's orders.
 * Off for the merchant: coming soon, and no call. Back goes home (routes.tsx BACK_HOME_PATHS).
 */
const Mall = observer(function Mall() {
  return (
    <FeatureGate feature="PTSYS3">
      <MallBody />
    </FeatureGate>
  );
});

export default Mall;
