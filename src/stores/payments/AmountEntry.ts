import { makeAutoObservable } from 'mobx';
import { channelFee } from '@common/rules/fees';
import { amountText, cleanAmountInput, parseMinor } from '../../utils/amount';
import { formatMinor } from '../../utils/money';
import type { Message } from '../UiStore';

/** What an amount is checked against: a channel's limits and fee, and for a withdrawal the balance. */
export interface AmountRules {
  min: number;
  max: number;
  feeBps: number;
  feeFixed: number;
  /** The most there is to take (a withdrawal's available balance); undefined: no ceiling. */
  ceiling?: number;
}

/**
 * An amount field of a deposit or withdrawal: the text as typed (shown with 2 decimals once left),
 * its minor units for the wire, and the fee and what remains after it, live. The rules come from
 * the chosen channel, read on every use so a change of channel re-checks the amount.
 */
export class AmountEntry {
  text = '';

  constructor(private readonly rules: () => AmountRules | null) {
    makeAutoObservable<AmountEntry, 'rules'>(this, { rules: false });
  }

  /** The amount in minor units; null while the text is not a positive amount of at most 2 decimals. */
  get minor(): number | null {
    return parseMinor(this.text);
  }

  get fee(): number | null {
    const rules = this.rules();
    return rules && this.minor !== null ? channelFee(this.minor, rules.feeBps, rules.feeFixed) : null;
  }

  /** amount − fee: what a deposit credits or a withdrawal pays out; null without an amount. */
  get net(): number | null {
    return this.minor !== null && this.fee !== null ? this.minor - this.fee : null;
  }

  /** Why the amount cannot be sent, or null when it can (an empty field: the amount is required). */
  get problem(): Message | null {
    const rules = this.rules();
    if (this.text.trim() === '') return { key: 'pay.amountRequired' };
    if (this.minor === null || !rules) return { key: 'pay.amountFormat' };
    const range = { min: formatMinor(rules.min), max: formatMinor(rules.max) };
    if (this.minor < rules.min || this.minor > rules.max) return { key: 'pay.amountRange', params: range };
    if (rules.ceiling !== undefined && this.minor > rules.ceiling) return { key: 'pay.amountOverBalance', params: { available: formatMinor(rules.ceiling) } };
    if ((this.net ?? 0) <= 0) return { key: 'pay.amountBelowFee' };
    return null;
  }

  /** A keystroke: keeps digits and one point with at most 2 decimals. */
  set(text: string): void {
    this.text = cleanAmountInput(text);
  }

  /** A preset button: its amount, written with 2 decimals. */
  choose(minor: number): void {
    this.text = amountText(minor);
  }

  /** Leaving the field: a readable amount is rewritten with 2 decimals ("50" → "50.00"). */
  normalise(): void {
    if (this.minor !== null) this.text = amountText(this.minor);
  }

  reset(): void {
    this.text = '';
  }
}
