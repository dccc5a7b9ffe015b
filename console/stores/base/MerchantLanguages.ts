import { languageHeaderOf } from '@common/rules/languages';
import { MerchantAdminPath, type LanguagesRequest } from '@common/contract/consoleMerchant';
import type { ConsoleApi } from '../../api/client';
import { Loadable } from './Loadable';

/**
 * A merchant's offered languages (readable with content.manage), for the screens that write texts
 * per language: loaded once per merchant, spelled as the Language header spells them (EN, BN, CN).
 */
export class MerchantLanguages {
  readonly offered = new Loadable<LanguagesRequest>();
  private loadedFor: string | null = null;

  constructor(private readonly api: () => ConsoleApi) {}

  /** Loads the merchant's languages unless they are loaded already. */
  load(merchantCode: string): Promise<unknown> {
    if (this.loadedFor === merchantCode) return Promise.resolve(null);
    this.loadedFor = merchantCode;
    return this.offered.run(() => this.api().get(MerchantAdminPath.languages(merchantCode)));
  }

  /** The offered languages, then those texts already use (sorted); English when there are none. */
  withUsed(used: readonly string[]): string[] {
    const offered = (this.offered.value?.languages ?? []).map(languageHeaderOf);
    const langs = [...new Set([...offered, ...[...used].sort()])];
    return langs.length ? langs : ['EN'];
  }

  clear(): void {
    this.offered.clear();
    this.loadedFor = null;
  }
}
