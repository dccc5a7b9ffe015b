import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContractValue } from '@common/contract/agents';
import { TiersTable } from '../../../components/agent/TiersTable';
import { Facts } from '../../../components/payments/styles';
import { Button, Card } from '../../../components/ui';
import { useFeature, useStores } from '../../../stores';
import { ContractStore } from '../../../stores/ContractStore';

/** The offer waiting for a signature (with the sign button, which asks first) or the contract in force. */
export const ContractCard = observer(function ContractCard({ contract, offer }: { contract: ContractValue; offer: boolean }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const store = useFeature(ContractStore);
  const id = `contract-${offer ? 'offer' : 'current'}`;
  const date = (at: number | null) => (at === null ? '—' : new Date(at).toLocaleString());
  const sign = () => ui.confirm({ key: 'agent.contract.signConfirm', params: { kind: t(`agent.kind.${contract.kind}`) } }, () => void store.sign(contract.kind, contract.id), 'agent.contract.sign');
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{t(offer ? 'agent.contract.offer' : 'agent.contract.current')}</h2>
      <Facts>
        <dt>{t('agent.contract.offeredBy')}</dt>
        <dd>{contract.offeredBy === 'merchant' ? t('agent.contract.merchant') : contract.offeredBy}</dd>
        <dt>{t('agent.contract.cycle')}</dt>
        <dd>{t(`agent.cycle.${contract.cycle}`)}</dd>
        {offer ? (
          <>
            <dt>{t('agent.contract.offeredAt')}</dt>
            <dd>{date(contract.offeredAt)}</dd>
          </>
        ) : (
          <>
            <dt>{t('agent.contract.effectiveFrom')}</dt>
            <dd>{date(contract.effectiveFrom)}</dd>
          </>
        )}
      </Facts>
      <TiersTable kind={contract.kind} tiers={contract.tiers} label={t(offer ? 'agent.contract.offerTiers' : 'agent.contract.currentTiers')} />
      {offer && (
        <Button type="button" disabled={store.busy} onClick={sign}>
          {t('agent.contract.sign')}
        </Button>
      )}
    </Card>
  );
});
