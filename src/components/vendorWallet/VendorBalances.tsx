import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStores } from '../../stores';
import { VendorBalanceStore } from '../../stores/VendorBalanceStore';
import { formatMinor } from '../../utils/money';
import { Button } from '../ui';
import { useMessageText } from '../useMessageText';

const Section = styled.section`
  margin-top: ${(p) => p.theme.base.space.s};
  h3 { margin: 0 0 ${(p) => p.theme.base.space.xs}; font-size: inherit; }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.m};
  margin: 0 0 ${(p) => p.theme.base.space.s};
  dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
`;

/** One vendor's dt and dd, kept together as a group of the list's grid. */
const Row = styled.div`
  display: contents;
`;

const Note = styled.small`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Announce = styled.p<{ $error: boolean }>`
  margin: ${(p) => p.theme.base.space.xs} 0 0;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

/**
 * The drawer's balances at transfer-wallet vendors (issue 19): each vendor holding money (or with
 * a transfer being confirmed), the total, and Recall all. Read on opening; a failed read shows
 * nothing here, so the drawer keeps the main balance above it. A recall's result is announced.
 */
const VendorBalances = observer(function VendorBalances() {
  const { t } = useTranslation();
  const text = useMessageText();
  const store = useStores().feature(VendorBalanceStore);
  useEffect(() => {
    store.dismissOutcome();
    void store.load();
  }, [store]);
  const { held, outcome } = store;
  if (held.length === 0 && !outcome) return null;
  return (
    <Section aria-labelledby="vendor-balances-title">
      <h3 id="vendor-balances-title">{t('vendorWallet.heldTitle')}</h3>
      {held.length > 0 && (
        <Lines>
          <dt>{t('vendorWallet.main')}</dt>
          <dd>{store.main === null ? '—' : formatMinor(store.main)}</dd>
          {held.map((vendor) => (
            <Row key={vendor.vendorCode}>
              <dt>
                {vendor.vendorName}
                {vendor.inFlight && <Note>{t('vendorWallet.inFlight')}</Note>}
              </dt>
              <dd>{formatMinor(vendor.amount)}</dd>
            </Row>
          ))}
          <dt>
            <strong>{t('vendorWallet.total')}</strong>
          </dt>
          <dd>
            <strong>{store.total === null ? '—' : formatMinor(store.total)}</strong>
          </dd>
        </Lines>
      )}
      {held.length > 0 && (
        <Button type="button" onClick={() => void store.recall()} disabled={store.recalling || !store.recallable} aria-busy={store.recalling}>
          {t(store.recalling ? 'vendorWallet.recalling' : 'vendorWallet.recallAll')}
        </Button>
      )}
      <div role="status">
        {outcome?.ok && <Announce $error={false}>{t('vendorWallet.recalled', { balance: formatMinor(store.main ?? 0) })}</Announce>}
      </div>
      <div role="alert">{outcome && !outcome.ok && <Announce $error>{text(outcome.message)}</Announce>}</div>
    </Section>
  );
});

export default VendorBalances;
