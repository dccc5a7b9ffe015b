import { Registry } from '@common/registry';
import type { ChannelPlugin } from './types';

/** The plug-ins by kind; a kind this site does not know (a newer server's) gets the fallback. */
export class ChannelRegistry extends Registry<ChannelPlugin> {
  constructor(
    readonly fallback: ChannelPlugin,
    plugins: readonly ChannelPlugin[],
  ) {
    super(plugins);
  }

  /** The plug-in of a channel kind, or the fallback. */
  forKind(kind: string | null | undefined): ChannelPlugin {
    return this.getIfExists(kind) ?? this.fallback;
  }
}
