import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_COUNTDOWN_TICK_MS } from '../../config/constants';
import { Button } from '../ui';

/** Whole seconds left until expiresAt (0 when none or past). */
export function secondsLeft(expiresAt: number | null, now: number): number {
  return expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** The clock, re-read every SMS_COUNTDOWN_TICK_MS until expiresAt has passed. */
function useClockUntil(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useLayoutEffect(() => {
    if (expiresAt === null) return undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      return time < expiresAt;
    };
    // Read at once, before paint: the first frame of a new countdown must not use a stale clock.
    if (!tick()) return undefined;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, SMS_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return now;
}

/** Props of SmsCodeButton. */
export interface SmsCodeButtonProps {
  /** Epoch ms the last code expires at (value.expirationTime); null before any code. */
  expiresAt: number | null;
  /** Disabled until the number validates and the slider passed. */
  disabled: boolean;
  onClick: () => void;
}

/** Get-code button (§4): counts the seconds down to expiresAt, then offers "get code" again. */
export function SmsCodeButton({ expiresAt, disabled, onClick }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const seconds = secondsLeft(expiresAt, useClockUntil(expiresAt));
  return (
    <Button type="button" disabled={disabled || seconds > 0} onClick={onClick}>
      {seconds > 0 ? t('sms.resendIn', { seconds }) : t('sms.getCode')}
    </Button>
  );
}
