/** How the console writes money and times: minor units with 2 decimals, local date and time. */

/** Minor units as a signed amount with 2 decimals (1234 → "12.34"). */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal typed with up to `decimals` places, as an integer of 10^-decimals units; null when it is not one (or negative). */
export function parseScaled(text: string, decimals: number): number | null {
  const match = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(text);
  if (!match || (match[2] ?? '').length > decimals) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(decimals, '0') || '0');
  const n = whole * 10 ** decimals + fraction;
  return Number.isSafeInteger(n) ? n : null;
}

/** An integer of 10^-decimals units as the operator reads it, trailing zeros dropped ("1.25", "5", "0.0001"). */
export function scaledText(n: number | null | undefined, decimals: number): string {
  if (n === null || n === undefined) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const unit = 10 ** decimals;
  const fraction = String(abs % unit).padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(abs / unit)}${fraction ? `.${fraction}` : ''}`;
}

/** An amount typed by the operator ("-12.5") in minor units, or null when it is not one. */
export function parseMoney(text: string): number | null {
  const match = /^\s*(-?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/** Epoch ms as the browser's local date and time; empty for none. */
export function dateTime(ms: number | null | undefined): string {
  return ms ? new Date(ms).toLocaleString() : '';
}

/** A date input's value (YYYY-MM-DD) as the start of that local day in epoch ms; undefined when empty. */
export function dayStart(date: string): number | undefined {
  return date ? new Date(`${date}T00:00:00`).getTime() : undefined;
}

/** The same day's last millisecond: a range "to" a day includes it. */
export function dayEnd(date: string): number | undefined {
  return date ? new Date(`${date}T23:59:59.999`).getTime() : undefined;
}

/** Epoch ms as a datetime-local input's value (local time, to the minute); empty for none. */
export function localInput(ms: number | null | undefined): string {
  if (!ms) return '';
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A datetime-local input's value as epoch ms; null when empty or not a time. */
export function parseLocalInput(text: string): number | null {
  const ms = text ? new Date(text).getTime() : NaN;
  return Number.isNaN(ms) ? null : ms;
}
