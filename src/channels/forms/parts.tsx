import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { DepositValue } from '@common/contract/payments';
import { CopyValue } from '../../components/payments/CopyValue';
import { useDateTime } from '../../components/payments/StatusSteps';
import { Facts } from '../../components/payments/styles';
import { Button } from '../../components/ui';
import { depositPath, routerPath } from '../../paths';
import { useFeature } from '../../stores';
import { DepositStore } from '../../stores/DepositStore';
import { amountText } from '../../utils/amount';
import { formatMinor } from '../../utils/money';

/** A link out of the site (the gateway's page) that looks like the primary button. */
export const ExternalButton = styled.a`
  min-height: ${(p) => p.theme.base.touchTarget};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.medium};
  font-weight: 600;
  text-decoration: none;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
`;

/** Back to the channels; the deposit left unpaid expires on its own. */
export const StartOver = observer(function StartOver() {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      $variant="ghost"
      onClick={() => {
        store.startOver();
        navigate(routerPath(depositPath()));
      }}
    >
      {t('deposit.otherMethod')}
    </Button>
  );
});

/**
 * What a manual deposit is paid to: the account (and bank), the exact amount and the reference,
 * each with a copy button, and the time the deposit expires unpaid.
 */
export function PaymentDetails({ deposit, numberKey }: { deposit: DepositValue; numberKey: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const instructions = deposit.instructions;
  if (!instructions) return null;
  return (
    <>
      <Facts>
        {instructions.bankName && (
          <>
            <dt>{t('deposit.bankName')}</dt>
            <dd>{instructions.bankName}</dd>
          </>
        )}
        <dt>{t('deposit.accountName')}</dt>
        <dd>{instructions.accountName}</dd>
        <CopyValue label={t(numberKey)} value={instructions.accountNumber} />
        <CopyValue label={t('pay.amount')} value={formatMinor(deposit.amount)} copy={amountText(deposit.amount)} />
        <CopyValue label={t('deposit.reference')} value={instructions.reference} />
      </Facts>
      <p>{t('deposit.payBefore', { time: dateTime(instructions.expiresAt) })}</p>
    </>
  );
}
