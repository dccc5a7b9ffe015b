/** Anything a Registry holds: a stable id and a display name. */
export interface RegistryItem {
  id: string;
  name: string;
}

/**
 * A lookup table filled once from a list (Grafana's Registry<T>): ids are stable and unique,
 * and lookups are getIfExists(id) ?? fallback so an unknown key never breaks a page.
 */
export class Registry<T extends RegistryItem> {
  private readonly byId = new Map<string, T>();

  constructor(items: readonly T[] = []) {
    for (const item of items) this.register(item);
  }

  /** Adds an item; a second item with the same id is a programming error. */
  register(item: T): void {
    if (this.byId.has(item.id)) throw new Error(`Duplicate registry id: ${item.id}`);
    this.byId.set(item.id, item);
  }

  getIfExists(id: string | undefined | null): T | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  list(): T[] {
    return [...this.byId.values()];
  }
}
