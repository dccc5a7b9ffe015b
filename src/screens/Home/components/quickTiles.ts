import type { Whitelabel } from '@common/contract/system';
import type { IconName } from '../../../components/icons';
import { gameListPath, leaderBoardPath, loginPath, mallPath } from '../../../paths';

export type QuickTileId = 'jackpot' | 'tournament' | 'loyalty' | 'contact';

/** What a quick tile does: open a route, say the feature is coming, or open the service list. */
export type QuickAction = { kind: 'link'; to: string } | { kind: 'comingSoon' } | { kind: 'service' };

export const QUICK_TILES: readonly { id: QuickTileId; icon: IconName; labelKey: string }[] = [
  { id: 'jackpot', icon: 'crown', labelKey: 'home.jackpot' },
  { id: 'tournament', icon: 'trophy', labelKey: 'home.tournament' },
  { id: 'loyalty', icon: 'star', labelKey: 'home.loyalty' },
  { id: 'contact', icon: 'service', labelKey: 'home.contactUs' },
];

/** A member-only feature: logged out → login; feature on → its route; off → coming soon. */
function memberFeature(loggedIn: boolean, on: boolean, to: string): QuickAction {
  if (!loggedIn) return { kind: 'link', to: loginPath() };
  return on ? { kind: 'link', to } : { kind: 'comingSoon' };
}

/** The four quick tiles' rules (§2); tournament needs MISSIONLB3, loyalty the points feature PTSYS3. */
export function quickAction(id: QuickTileId, loggedIn: boolean, whitelabel: Whitelabel | null): QuickAction {
  switch (id) {
    case 'jackpot':
      return { kind: 'link', to: gameListPath({ gameClassify: 'JP' }) };
    case 'tournament':
      return memberFeature(loggedIn, !!whitelabel?.MISSIONLB3, leaderBoardPath());
    case 'loyalty':
      return memberFeature(loggedIn, !!whitelabel?.PTSYS3, mallPath());
    case 'contact':
      return { kind: 'service' };
  }
}
