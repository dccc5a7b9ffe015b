import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGES_MAX_COUNT } from '@common/rules/limits';
import { ImagePicker } from '../../components/form/ImagePicker';
import { Actions } from '../../components/payments/styles';
import { Button, Card } from '../../components/ui';
import { useFeature } from '../../stores';
import { DepositStore } from '../../stores/DepositStore';
import type { ChannelFormProps } from '../types';
import { PaymentDetails, StartOver } from './parts';

/**
 * Bank transfer: the bank, account and reference to pay to (each to copy), then one to three
 * pictures of the transfer's receipt under the §5 rules. The deposit then waits for review.
 */
export default observer(function BankTransferForm({ deposit }: ChannelFormProps) {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const [pictures, setPictures] = useState<File[]>([]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    await store.uploadProof(pictures);
  }

  return (
    <Card aria-labelledby="bank-title">
      <h2 id="bank-title">{t('deposit.bankTitle', { channel: deposit.channelName })}</h2>
      <PaymentDetails deposit={deposit} numberKey="deposit.accountNumber" />
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('deposit.sendProof')}>
        <ImagePicker name="pictures" label={t('deposit.proof')} pictures={pictures} onChange={setPictures} max={IMAGES_MAX_COUNT} />
        <Actions>
          <StartOver />
          <Button type="submit" disabled={store.busy || pictures.length === 0}>
            {t('deposit.sendProof')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
});
