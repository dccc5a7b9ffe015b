import { vassKeyOf } from '@common/contract/games';
import { sharedLaunch } from '../base';
import type { LaunchContext, LaunchRequest } from '../types';

/** The Vietnam lottery lobby always opens in Vietnamese, VN area, lobby view (§2). */
export const VN_LOTTERY = { language: 'VI', lottoArea: 'VN', lottoView: 'lobby' } as const;

/** Vendor tap: a mobile lottery launch in the VN lobby; single games use the shared launcher. */
export async function launchVnLottery(request: LaunchRequest, context: LaunchContext): Promise<string> {
  if (request.kind === 'game') return sharedLaunch(request, context);
  const result = await context.calls.launch({
    vassKey: vassKeyOf(request.gameType, request.vassalage),
    device: context.device,
    launchMode: 'real',
    backUrl: context.backUrl,
    ...VN_LOTTERY,
  });
  return result.gameUrl;
}
