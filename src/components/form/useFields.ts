import { useState } from 'react';
import type { Message } from '../../stores';

/** A field check: the message to show, or null when the value passes. */
export type FieldRule = (value: string) => Message | null;

/**
 * Form values with their checks. A field's message shows once the user has left it or tried to
 * submit, not while they are still typing their first characters.
 */
export function useFields<K extends string>(initial: Record<K, string> | (() => Record<K, string>), rules: Partial<Record<K, FieldRule>>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [shown, setShown] = useState<ReadonlySet<K>>(new Set());
  const check = (key: K): Message | null => rules[key]?.(values[key]) ?? null;
  return {
    values,
    set: (key: K, value: string) => setValues((v) => ({ ...v, [key]: value })),
    /** Marks a field as left, so its message shows. */
    touch: (key: K) => setShown((s) => new Set(s).add(key)),
    /** The message to show for a field. */
    error: (key: K): Message | null => (shown.has(key) ? check(key) : null),
    /** True when every given field passes its rule. */
    valid: (keys: readonly K[]) => keys.every((k) => check(k) === null),
    /** Shows every given field's message; true when all pass (call on submit). */
    validate: (keys: readonly K[]) => {
      setShown((s) => new Set([...s, ...keys]));
      return keys.every((k) => check(k) === null);
    },
  };
}
