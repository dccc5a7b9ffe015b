import { CHANNEL_KINDS } from '@common/contract/payments';
import en from '../../../locales/en.json';
import { channelRegistry, ChannelRegistry, type ChannelPlugin } from '../../../src/channels';
import { CHANNEL_ICON_NAMES } from '../../../src/channels/ChannelIcon';
import { CHANNEL_PLUGINS } from '../../../src/channels/list';
import { fallbackPlugin } from '../../../src/channels/plugins/fallback';

const text = (key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
const LAZY = Symbol.for('react.lazy');
/** A component React can render: a function, or a memo / observer wrapper. */
const isComponent = (c: unknown) => typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

describe('ChannelRegistry contract over every plug-in', () => {
  it('holds every plug-in of the list, each with a unique stable id', () => {
    const plugins = channelRegistry.list();
    expect(plugins.map((p) => p.id)).toEqual(CHANNEL_PLUGINS.map((p) => p.id));
    expect(new Set(plugins.map((p) => p.id)).size).toBe(plugins.length);
  });

  it('every channel kind of the contract has its own plug-in', () => {
    for (const kind of CHANNEL_KINDS) expect(channelRegistry.forKind(kind).id).toBe(kind);
  });

  it.each([...CHANNEL_PLUGINS, fallbackPlugin].map((p) => [p.id, p] as const))('%s is complete: strings, icon, and a form in its own lazy chunk', async (_id, plugin) => {
    for (const key of [plugin.name, plugin.startKey, plugin.pendingKey]) expect({ key, text: typeof text(key) }).toEqual({ key, text: 'string' });
    expect(CHANNEL_ICON_NAMES).toContain(plugin.icon);
    expect((plugin.Form as unknown as { $$typeof: symbol }).$$typeof).toBe(LAZY);
    const chunk = await plugin.load();
    expect(isComponent(chunk.default)).toBe(true);
  });

  it('each kind’s form is a different component', async () => {
    const forms = await Promise.all([...CHANNEL_PLUGINS, fallbackPlugin].map(async (p) => (await p.load()).default));
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('every kind of the list can be started; the fallback cannot', () => {
    for (const plugin of CHANNEL_PLUGINS) expect(plugin.startable).toBe(true);
    expect(fallbackPlugin.startable).toBe(false);
  });

  it('an unknown kind (a newer server’s) gets the fallback instead of breaking the page', () => {
    expect(channelRegistry.forKind('crypto').id).toBe('fallback');
    expect(channelRegistry.forKind(undefined).id).toBe('fallback');
  });

  it('throws on a duplicate id', () => {
    const twin: ChannelPlugin = { ...CHANNEL_PLUGINS[0] };
    expect(() => new ChannelRegistry(fallbackPlugin, [CHANNEL_PLUGINS[0], twin])).toThrow(/Duplicate registry id: gateway/);
  });
});
