import fs from 'node:fs';
import path from 'node:path';
import { AuthStore } from '../../../src/stores/AuthStore';
import { MemberStore } from '../../../src/stores/MemberStore';
import { createTestStore } from '../helpers/renderApp';

const SRC = path.resolve(__dirname, '../../../src');
const COMMON = path.resolve(__dirname, '../../../common');

/** The file a relative or @common import names, as the bundler resolves it. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@common/') ? path.join(COMMON, spec.slice('@common/'.length)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${spec}`);
}

/** Static imports and re-exports (not `import type`, not `import()`): what loads with the file. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)';/gms), ...text.matchAll(/^import\s+'([^']+)';/gm)].map((m) => m[1]);
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null);
}

/** Every source file the entry loads before any lazy chunk: the first download. */
function firstDownload(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** The stores src/ uses as feature stores: the classes passed to useFeature() or feature(). */
function featureStoreFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(SRC);
  const names = new Set(files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/\bfeature\((\w+)\)|\buseFeature\((\w+)\)/gi)].map((m) => m[1] ?? m[2])));
  names.delete('Store'); // RootStore.feature's own parameter
  return [...names].map((name) => path.join(SRC, 'stores', `${name}.ts`));
}

describe('RootStore feature stores', () => {
  it('creates a feature store on first use, once, with the RootStore passed in', async () => {
    const { store } = await createTestStore();
    const auth = store.feature(AuthStore);
    expect(auth).toBeInstanceOf(AuthStore);
    expect(store.feature(AuthStore)).toBe(auth);
    expect(store.feature(MemberStore)).not.toBe(auth);
    // It reaches the other stores through the RootStore, as a store RootStore made itself does.
    expect(auth.smsLoginEnabled).toBe(store.common.whitelabel?.smsLogin === true);
  });

  it('keeps every feature store out of the first download: no file main.tsx loads before a lazy chunk imports one', () => {
    const stores = featureStoreFiles();
    // The four that moved out of the first download for issue 12; a new one only adds to them.
    expect(stores.map((f) => path.basename(f, '.ts')).sort()).toEqual(expect.arrayContaining(['AuthStore', 'FavouriteStore', 'MemberStore', 'OrderStore']));
    for (const file of stores) expect(fs.existsSync(file)).toBe(true);
    const first = firstDownload(path.join(SRC, 'main.tsx'));
    expect(first.has(path.join(SRC, 'stores', 'RootStore.ts'))).toBe(true);
    expect(stores.filter((file) => first.has(file)).map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
