import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../form/TextField';
import { Button } from '../ui';
import type { AmountEntry } from '../../stores/payments/AmountEntry';
import { formatMinor } from '../../utils/money';
import { feeRuleText } from './FeeRule';
import { Choices, Facts } from './styles';

export interface AmountFieldProps {
  entry: AmountEntry;
  /** The chosen channel's limits and fee; null while none is chosen. */
  channel: { min: number; max: number; feeBps: number; feeFixed: number } | null;
  presets?: readonly number[];
  /** i18n key of what remains after the fee: "Credited to your balance" or "You receive". */
  netKey: string;
  /** Show the amount's problem now (the player tried to send) instead of once the field is left. */
  showProblem: boolean;
  onLeave: () => void;
}

/**
 * The amount of a deposit or withdrawal: the channel's limits and fee rule shown before the player
 * types, presets as buttons, the field (2 decimals once left; minor units go on the wire), and the
 * fee and what remains after it, worked out live as the server will.
 */
export const AmountField = observer(function AmountField({ entry, channel, presets = [], netKey, showProblem, onLeave }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      {channel && (
        <Facts>
          <dt>{t('pay.limits')}</dt>
          <dd>{t('pay.range', { min: formatMinor(channel.min), max: formatMinor(channel.max) })}</dd>
          <dt>{t('pay.feeRule')}</dt>
          <dd>{feeRuleText(t, channel)}</dd>
        </Facts>
      )}
      {presets.length > 0 && (
        <Choices role="group" aria-label={t('pay.presets')}>
          {presets.map((preset) => (
            <Button key={preset} type="button" $variant={entry.minor === preset ? 'primary' : 'ghost'} aria-pressed={entry.minor === preset} onClick={() => entry.choose(preset)}>
              {formatMinor(preset)}
            </Button>
          ))}
        </Choices>
      )}
      <TextField
        name="amount"
        label={t('pay.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={entry.text}
        onChange={(v) => entry.set(v)}
        onBlur={() => {
          entry.normalise();
          onLeave();
        }}
        error={showProblem ? entry.problem : null}
      />
      <Facts aria-live="polite">
        <dt>{t('pay.fee')}</dt>
        <dd>{entry.fee === null ? '—' : formatMinor(entry.fee)}</dd>
        <dt>{t(netKey)}</dt>
        <dd>{entry.net === null ? '—' : formatMinor(Math.max(entry.net, 0))}</dd>
      </Facts>
    </>
  );
});
