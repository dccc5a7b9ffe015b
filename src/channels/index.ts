import { ChannelRegistry } from './ChannelRegistry';
import { CHANNEL_PLUGINS } from './list';
import { fallbackPlugin } from './plugins/fallback';

export { ChannelIcon, type ChannelIconName } from './ChannelIcon';
export { ChannelRegistry } from './ChannelRegistry';
export type { ChannelFormProps, ChannelPlugin } from './types';

/** The one registry the deposit screen asks about channel kinds. */
export const channelRegistry = new ChannelRegistry(fallbackPlugin, CHANNEL_PLUGINS);
