import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_MIN_AMOUNT } from '@common/rules/transfers';
import { DialogBox as Box, DialogButtons as Buttons, DialogLayer as Layer } from '../dialogStyles';
import { TextField } from '../form/TextField';
import { DocumentLayer, useModalFocus } from '../layer';
import { Button } from '../ui';
import { useMessageText } from '../useMessageText';
import { AmountEntry } from '../../stores/payments/AmountEntry';
import type { AmountRequest } from '../../stores/VendorBalanceStore';
import { formatMinor } from '../../utils/money';

export interface TransferAmountDialogProps {
  request: AmountRequest;
  /** The member's main balance (minor units): the most they may take in. */
  main: number;
  currency: string;
  onAnswer: (amount: number | null) => void;
}

/**
 * Launch mode 'choose' (docs/transfer-wallet.md "Launch"): how much of the main balance to take
 * into the vendor, at least TRANSFER_MIN_AMOUNT and at most the balance, typed with 2 decimals or
 * "All"; minor units go on the wire. Escape, the backdrop and Cancel cancel the launch.
 */
export const TransferAmountDialog = observer(function TransferAmountDialog({ request, main, currency, onAnswer }: TransferAmountDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [entry] = useState(() => new AmountEntry(() => ({ min: TRANSFER_MIN_AMOUNT, max: main, feeBps: 0, feeFixed: 0, ceiling: main })));
  const [tried, setTried] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  // Focus starts in the amount field (TextField takes no ref: it is found inside the form).
  const input: RefObject<HTMLInputElement | null> = {
    get current() {
      return box.current?.querySelector<HTMLInputElement>('input[name="transferAmount"]') ?? null;
    },
  };
  const cancel = () => onAnswer(null);
  useModalFocus(box, cancel, input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (entry.problem === null && entry.minor !== null) onAnswer(entry.minor);
  };

  return (
    <DocumentLayer>
      <Layer onClick={cancel} />
      <Box as="form" ref={box} role="dialog" aria-modal="true" aria-labelledby="transfer-amount-title" aria-describedby="transfer-amount-text" tabIndex={-1} onSubmit={submit} noValidate>
        <h2 id="transfer-amount-title">{t('vendorWallet.amountTitle', { vendor: request.vendorName })}</h2>
        <p id="transfer-amount-text">{t('vendorWallet.amountHint', { balance: formatMinor(main), min: formatMinor(TRANSFER_MIN_AMOUNT), currency })}</p>
        <TextField
          name="transferAmount"
          label={t('vendorWallet.amountLabel', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={entry.text}
          onChange={(v) => entry.set(v)}
          onBlur={() => entry.normalise()}
          error={tried && entry.problem ? { text: text(entry.problem) } : null}
          after={
            <Button type="button" $variant="ghost" onClick={() => entry.choose(main)}>
              {t('vendorWallet.all')}
            </Button>
          }
        />
        <Buttons>
          <Button type="button" $variant="ghost" onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('vendorWallet.play')}</Button>
        </Buttons>
      </Box>
    </DocumentLayer>
  );
});
