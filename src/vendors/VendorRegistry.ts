import type { GameType } from '@common/contract/games';
import { Registry } from '@common/registry';
import type { CategoryRules, VendorPlugin } from './types';

/** A plug-in that owns a game type (or the fallback): it carries the category rules. */
export type CategoryPlugin = VendorPlugin & { category: CategoryRules };

const ownsCategory = (plugin: VendorPlugin | undefined): plugin is CategoryPlugin => !!plugin?.category;

const ANY = '*';
const pairKey = (gameType: string, vassalage: string) => `${gameType}:${vassalage}`;

/**
 * The plug-ins by id and by the (gameType, vassalage) pairs they serve. A vendor's own plug-in
 * wins over its game type's; anything unregistered gets the fallback.
 */
export class VendorRegistry extends Registry<VendorPlugin> {
  private readonly byPair = new Map<string, VendorPlugin>();

  constructor(
    readonly fallback: CategoryPlugin,
    plugins: readonly VendorPlugin[],
  ) {
    super();
    for (const plugin of plugins) this.register(plugin);
  }

  /** Two plug-ins claiming the same pair would make lookups depend on list order, so that throws too. */
  override register(plugin: VendorPlugin): void {
    super.register(plugin);
    for (const { gameType, vassalage } of plugin.serves) {
      const key = pairKey(gameType, vassalage);
      const owner = this.byPair.get(key);
      if (owner) throw new Error(`${plugin.id} and ${owner.id} both serve ${key}`);
      this.byPair.set(key, plugin);
    }
  }

  /** The plug-in of one vendor within a game type. */
  forVendor(gameType: GameType, vassalage: string): VendorPlugin {
    return (
      this.byPair.get(pairKey(gameType, vassalage)) ??
      this.byPair.get(pairKey(ANY, vassalage)) ??
      this.byPair.get(pairKey(gameType, ANY)) ??
      this.fallback
    );
  }

  /** The plug-in owning a whole game type (its home section rules). */
  forCategory(gameType: GameType): CategoryPlugin {
    const plugin = this.byPair.get(pairKey(gameType, ANY));
    return ownsCategory(plugin) ? plugin : this.fallback;
  }
}
