import { UNREAD_DISPLAY_CAP } from '../config/constants';

/** A badge's text for an unread count (§4: capped at 99+), or null when there is nothing to show. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_DISPLAY_CAP ? `${UNREAD_DISPLAY_CAP}+` : String(count);
}
