/**
 * Head icons 0 to 8 (§3 profile icon). Bundled as webpack assets, so each merchant's build (its
 * own MERCHANT_CODE copy) serves its own set under /m/assets/ with cache-safe hashed names.
 */
import head0 from './head-0.svg';
import head1 from './head-1.svg';
import head2 from './head-2.svg';
import head3 from './head-3.svg';
import head4 from './head-4.svg';
import head5 from './head-5.svg';
import head6 from './head-6.svg';
import head7 from './head-7.svg';
import head8 from './head-8.svg';

/** Image URLs by iconId (index = iconId). */
export const HEAD_ICONS: readonly string[] = [head0, head1, head2, head3, head4, head5, head6, head7, head8];

/** URL of a head icon, or null for an id outside 0 to 8 (the Avatar then shows its default). */
export function headIconUrl(iconId: number | null | undefined): string | null {
  return iconId !== null && iconId !== undefined && Number.isInteger(iconId) ? (HEAD_ICONS[iconId] ?? null) : null;
}
