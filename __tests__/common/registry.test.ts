import { Registry } from '@common/registry';

const item = (id: string, name = id.toUpperCase()) => ({ id, name });

describe('Registry', () => {
  it('finds items by id and answers undefined for an unknown id, so callers can fall back', () => {
    const registry = new Registry([item('a')]);
    expect(registry.getIfExists('a')?.name).toBe('A');
    expect(registry.getIfExists('zz')).toBeUndefined();
    expect(registry.getIfExists(null)).toBeUndefined();
  });

  it('throws on a duplicate id, whether listed or registered later', () => {
    expect(() => new Registry([item('a'), item('a', 'B')])).toThrow(/Duplicate registry id: a/);
    const registry = new Registry([item('a')]);
    expect(() => registry.register(item('a'))).toThrow(/Duplicate registry id: a/);
  });

  it('lists items in the order they were registered', () => {
    expect(new Registry([item('b'), item('a')]).list().map((i) => i.id)).toEqual(['b', 'a']);
  });
});
