/**
 * Google and Facebook sign-in (§2) need an external sign-in service (Firebase Authentication or
 * alike) that hands the site an ID token for the firebase login type. This deployment configures
 * none, so the icons stay hidden. A host page that has one injects `window.mlobbySignIn` before
 * the site starts; its providers and the whitelabel flags then decide which icons show.
 */
import type { Whitelabel } from '@common/contract/system';

export type SocialProvider = 'google' | 'facebook';

/** What a host page injects to offer social sign-in. */
export interface SignInService {
  providers: readonly SocialProvider[];
  /** Runs the provider's sign-in; resolves to the ID token the server verifies. */
  signIn(provider: SocialProvider): Promise<string>;
}

declare global {
  interface Window {
    mlobbySignIn?: SignInService;
  }
}

const FLAG: Record<SocialProvider, 'googleSignIn' | 'facebookSignIn'> = { google: 'googleSignIn', facebook: 'facebookSignIn' };

/** The injected sign-in service, or null when none is configured (this deployment). */
export function signInService(): SignInService | null {
  const service = typeof window === 'undefined' ? undefined : window.mlobbySignIn;
  return service && typeof service.signIn === 'function' && Array.isArray(service.providers) ? service : null;
}

/** The providers to show: the whitelabel flag is on AND the service offers it. */
export function socialProviders(whitelabel: Whitelabel | null): SocialProvider[] {
  const service = signInService();
  if (!service || !whitelabel) return [];
  return (['google', 'facebook'] as const).filter((p) => whitelabel[FLAG[p]] && service.providers.includes(p));
}
