/**
 * A merchant's payment rules (console: ConsolePaymentPath.settings). A merchant without a row uses
 * PAYMENT_SETTINGS_DEFAULTS, so a new merchant works before anyone opens the screen.
 */
import { eq, sql } from 'drizzle-orm';
import type { PaymentSettingsValue } from '@common/contract/consolePayments';
import type { Database } from '../../db/connection';
import { recordAudit, type Actor } from '../audit';
import { wireAmount } from '../wallet';
import { paymentSettings, type PaymentSettingsRow } from './channel-tables';

/** A merchant's payment rules as the server uses them (amounts as bigint). */
export interface PaymentSettings {
  turnoverMultiplierPercent: number;
  withdrawalApprovalThreshold: bigint;
  kycSingleWithdrawalThreshold: bigint | null;
  kycCumulativeDepositThreshold: bigint | null;
  maxPayoutAccounts: number;
  depositExpiryMinutes: number;
}

/**
 * The rules of a merchant that never set its own: 1× turnover on each deposit (issue 14); a second
 * finance approval above 50,000 BDT; identity above 25,000 BDT in one withdrawal or 100,000 BDT of
 * deposits; five payout accounts; thirty minutes to pay a deposit (long enough to pay from a phone
 * app, short enough that abandoned ones leave the daily cap the same day).
 */
export const PAYMENT_SETTINGS_DEFAULTS: Readonly<PaymentSettings> = {
  turnoverMultiplierPercent: 100,
  withdrawalApprovalThreshold: 5_000_000n,
  kycSingleWithdrawalThreshold: 2_500_000n,
  kycCumulativeDepositThreshold: 10_000_000n,
  maxPayoutAccounts: 5,
  depositExpiryMinutes: 30,
};

const fromRow = (row: PaymentSettingsRow): PaymentSettings => ({
  turnoverMultiplierPercent: row.turnoverMultiplierPercent,
  withdrawalApprovalThreshold: row.withdrawalApprovalThreshold,
  kycSingleWithdrawalThreshold: row.kycSingleWithdrawalThreshold,
  kycCumulativeDepositThreshold: row.kycCumulativeDepositThreshold,
  maxPayoutAccounts: row.maxPayoutAccounts,
  depositExpiryMinutes: row.depositExpiryMinutes,
});

/** The merchant's payment rules (its row, or the defaults). */
export async function paymentSettingsOf(db: Database, merchantCode: string): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.merchantCode, merchantCode)).limit(1);
  return row ? fromRow(row) : { ...PAYMENT_SETTINGS_DEFAULTS };
}

const nullableWire = (value: bigint | null) => (value === null ? null : wireAmount(value));

/** The rules as the console reads them. */
export function settingsValue(merchantCode: string, s: PaymentSettings): Required<PaymentSettingsValue> {
  return {
    merchantCode,
    turnoverMultiplierPercent: s.turnoverMultiplierPercent,
    withdrawalApprovalThreshold: wireAmount(s.withdrawalApprovalThreshold),
    kycSingleWithdrawalThreshold: nullableWire(s.kycSingleWithdrawalThreshold),
    kycCumulativeDepositThreshold: nullableWire(s.kycCumulativeDepositThreshold),
    maxPayoutAccounts: s.maxPayoutAccounts,
    depositExpiryMinutes: s.depositExpiryMinutes,
  };
}

const nullableBig = (value: number | null) => (value === null ? null : BigInt(value));

/** Stores the merchant's rules (insert or replace), audited with the values before and after. */
export async function savePaymentSettings(db: Database, merchantCode: string, input: PaymentSettingsValue, who: Actor, now: Date): Promise<PaymentSettings> {
  const values = {
    turnoverMultiplierPercent: input.turnoverMultiplierPercent,
    withdrawalApprovalThreshold: BigInt(input.withdrawalApprovalThreshold),
    kycSingleWithdrawalThreshold: nullableBig(input.kycSingleWithdrawalThreshold),
    kycCumulativeDepositThreshold: nullableBig(input.kycCumulativeDepositThreshold),
    maxPayoutAccounts: input.maxPayoutAccounts,
    depositExpiryMinutes: input.depositExpiryMinutes,
  };
  return db.transaction(async (tx) => {
    const before = await paymentSettingsOf(tx, merchantCode);
    const [row] = await tx
      .insert(paymentSettings)
      .values({ merchantCode, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: paymentSettings.merchantCode, set: { ...values, updatedAt: sql`excluded.updated_at` } })
      .returning();
    const saved = fromRow(row!);
    await recordAudit(tx, who, {
      action: 'payments.settings.update',
      subject: `merchant:${merchantCode}`,
      merchantCode,
      detail: { before: settingsValue(merchantCode, before), after: settingsValue(merchantCode, saved) },
    });
    return saved;
  });
}
