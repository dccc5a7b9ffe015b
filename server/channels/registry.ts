/**
 * The server's channel adapters by id (ARCHITECTURE.md "Registry"): the one Registry of common/
 * filled once from list.ts. A channel row can only name an adapter of CHANNEL_ADAPTERS (the console
 * validates it), so a lookup that misses is a programming or data error, not a user's.
 */
import type { ChannelAdapterId } from '@common/contract/consolePayments';
import { Registry } from '@common/registry';
import type { ChannelAdapter } from './adapter';
import { CHANNEL_ADAPTER_LIST } from './list';

/** Registered adapters; `adapterFor` throws on an id nobody registered. */
export class ChannelRegistry extends Registry<ChannelAdapter> {
  /** The adapter a channel runs on. */
  adapterFor(id: ChannelAdapterId | string): ChannelAdapter {
    const adapter = this.getIfExists(id);
    if (!adapter) throw new Error(`no payment channel adapter "${id}"`);
    return adapter;
  }
}

/** The registry of list.ts. */
export const channelRegistry = new ChannelRegistry(CHANNEL_ADAPTER_LIST);
