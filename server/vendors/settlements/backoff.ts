/**
 * When an owed credit or rollback is sent again: every constant of the resend schedule lives here.
 * Exponential backoff with full jitter (each wait uniform below the ceiling), so a wallet that
 * comes back after an outage is not hit by every owed row at the same instant, and a wallet that
 * stays down is asked less and less often instead of every few seconds forever.
 */

/** Ceiling of the first wait: base · 2^attempts, attempts counting every send so far. */
export const RESEND_BASE_MS = 1_000;

/** Longest ceiling: a row owed for hours is still tried at least this often. */
export const RESEND_CAP_MS = 10 * 60_000;

/** From this many attempts on, each failure is logged as an alert for the operators (the row keeps being resent at the cap). */
export const RESEND_ALERT_ATTEMPTS = 15;

/** How often a game server looks for due rows; cheap (a partial index), and the finest grain of any wait. */
export const RESEND_POLL_MS = 5_000;

/** The wait before the next send of a row sent `attempts` times: uniform in [0, min(base · 2^attempts, cap)). */
export function resendDelayMs(attempts: number, random: () => number = Math.random): number {
  // 2^30 s is far past the cap; the bound keeps the power finite for any attempt count.
  const ceiling = Math.min(RESEND_BASE_MS * 2 ** Math.min(attempts, 30), RESEND_CAP_MS);
  return Math.floor(random() * ceiling);
}
