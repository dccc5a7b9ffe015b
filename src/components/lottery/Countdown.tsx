import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_COUNTDOWN_TICK_MS } from '../../config/constants';
import { useStores } from '../../stores';

/** "mm:ss", or "h:mm:ss" from an hour up (daily draws); never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The server's clock (skew-corrected by the LotteryStore), re-read every tick. */
export function useServerNow(): number {
  const { lottery } = useStores();
  const [now, setNow] = useState(() => lottery.serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(lottery.serverNow()), LOTTERY_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [lottery]);
  return now;
}

/**
 * Time left until `closesAt` on the server's clock. onClosed fires once per closing instant, so
 * the caller can re-fetch the next issue without a burst of calls while it loads.
 */
export function Countdown({ closesAt, onClosed }: { closesAt: number; onClosed?: () => void }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const left = closesAt - now;
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (left > 0 || firedFor.current === closesAt) return;
    firedFor.current = closesAt;
    onClosed?.();
  }, [left, closesAt, onClosed]);
  return (
    <time role="timer" aria-label={t('lottery.closesIn')} dateTime={`PT${Math.max(0, Math.ceil(left / 1000))}S`}>
      {left > 0 ? formatCountdown(left) : t('lottery.closed')}
    </time>
  );
}
