import { useTranslation } from 'react-i18next';
import { Title } from '../../components/ui';
import { Reconciliation } from './Reconciliation';
import { StuckTransfers } from './Stuck';
import { TransferList } from './List';

/** Transfer-wallet vendors: transfers per member and vendor, stuck transfers, the reconciliation report (docs/transfer-wallet.md). */
export default function Transfers() {
  const { t } = useTranslation();
  return (
    <>
      <Title>{t('transfers.title')}</Title>
      <StuckTransfers />
      <TransferList />
      <Reconciliation />
    </>
  );
}
