import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

type Tree = Record<string, unknown>;
interface LocaleLoader {
  (this: { resourceQuery?: string } | void, source: string): string;
  SERVER_ONLY: string[];
  SHELL_STRINGS: string[];
  isShellKey: (key: string) => boolean;
}
const localeLoader = require('../../../scripts/webpack/locale-loader.js') as LocaleLoader;
const { SERVER_ONLY, SHELL_STRINGS, isShellKey } = localeLoader;

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = path.join(ROOT, 'locales');
const SRC = path.join(ROOT, 'src');
const en = JSON.parse(readFileSync(path.join(LOCALES, 'en.json'), 'utf8')) as Tree;

const load = (query: string, source: string): Tree => JSON.parse(localeLoader.call({ resourceQuery: query }, source)) as Tree;

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), en);
}

/** Every leaf of a tree as dotted key → value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

describe('locale loader of the site build', () => {
  const files = readdirSync(LOCALES).filter((f) => f.endsWith('.json'));

  test('drops the server messages and keeps every site string as it is', () => {
    const source = readFileSync(path.join(LOCALES, 'bn.json'), 'utf8');
    const full = JSON.parse(source) as Tree;
    const bundled = load('', source);
    expect(full.errors).toBeDefined();
    expect(full.errorWords).toBeDefined();
    expect(bundled.errors).toBeUndefined();
    expect(bundled.errorWords).toBeUndefined();
    const { errors: _errors, errorWords: _words, ...site } = full;
    expect(bundled).toEqual(site);
  });

  test.each(files)('%s yields a shell part and a screens part that together are its site strings, once each', (file) => {
    const source = readFileSync(path.join(LOCALES, file), 'utf8');
    const full = JSON.parse(source) as Tree;
    const shell = load('?part=shell', source);
    const screens = load('?part=screens', source);
    for (const namespace of SERVER_ONLY) {
      expect(shell[namespace]).toBeUndefined();
      expect(screens[namespace]).toBeUndefined();
    }
    const shellLeaves = leaves(shell);
    const screensLeaves = leaves(screens);
    expect(shellLeaves.size).toBeGreaterThan(0);
    expect(screensLeaves.size).toBeGreaterThan(0);
    expect([...shellLeaves.keys()].filter((k) => !isShellKey(k))).toEqual([]);
    expect([...screensLeaves.keys()].filter((k) => isShellKey(k))).toEqual([]);
    const site = Object.fromEntries(Object.entries(full).filter(([group]) => !SERVER_ONLY.includes(group)));
    expect(new Map([...shellLeaves, ...screensLeaves])).toEqual(leaves(site));
  });

  test('every shell entry names strings of locales/en.json', () => {
    expect(SHELL_STRINGS.filter((entry) => lookup(entry) === undefined)).toEqual([]);
  });
});

// --- Which files ship with the shell, and which keys they use ---------------------------------

function resolveModule(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@common/')) base = path.join(ROOT, 'common', spec.slice('@common/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined; // a package: no keys of ours
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

/** `Promise.all([import('…'), loadScreenStrings()])`: a lazy part that fetches the screens' strings beside its chunk. */
function withScreenStrings(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'Promise.all') return false;
  const [list] = node.arguments;
  return !!list && ts.isArrayLiteralExpression(list) && list.elements.some((e) => ts.isCallExpression(e) && e.expression.getText() === 'loadScreenStrings');
}

/**
 * The modules a node imports: static imports and re-exports (not type-only), and `import('…')`
 * calls, except those loaded together with the screens' strings (they may use any key).
 */
function importsOf(file: string, root: ts.Node): { statics: string[]; dynamics: string[] } {
  const statics: string[] = [];
  const dynamics: string[] = [];
  const visit = (node: ts.Node): void => {
    if (withScreenStrings(node)) return;
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) statics.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) statics.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) dynamics.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return {
    statics: statics.flatMap((s) => resolveModule(file, s) ?? []),
    dynamics: dynamics.flatMap((s) => resolveModule(file, s) ?? []),
  };
}
const imports = (file: string) => importsOf(file, parse(file));

const SCREENS = path.join(SRC, 'screens');
const screenOf = (file: string): string | undefined => (file.startsWith(SCREENS + path.sep) ? file.slice(SCREENS.length + 1).split(path.sep)[0] : undefined);

/**
 * What ships from the entries: every static import, and every lazy one (the drawer, the language
 * picker, swiper...) except another route's screen, which the routes load with its own strings.
 */
function shipped(entries: string[]): Set<string> {
  const own = new Set(entries.map(screenOf).filter(Boolean));
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { statics, dynamics } = imports(file);
    todo.push(...statics, ...dynamics.filter((d) => screenOf(d) === undefined || own.has(screenOf(d))));
  }
  return seen;
}

/** The route screens marked `strings: 'shell'` in src/routes.tsx: `screen(() => import('./screens/X'), 'shell')`. */
function shellScreens(): string[] {
  const routes = path.join(SRC, 'routes.tsx');
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'screen') {
      const [loader, strings] = node.arguments;
      if (strings && ts.isStringLiteral(strings) && strings.text === 'shell') found.push(...importsOf(routes, loader).dynamics);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(routes));
  return found;
}

/**
 * The i18n keys a file names: string literals that are keys of locales/en.json, and templates whose
 * fixed start is a key prefix (`lottery.name.${code}` names every key under lottery.name).
 */
function keysIn(file: string): string[] {
  const groups = new Set(Object.keys(en));
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) {
      if (node.text.includes('.') && groups.has(node.text.split('.')[0]) && lookup(node.text) !== undefined) keys.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      if (head.includes('.') && groups.has(head.split('.')[0])) keys.push(head.slice(0, head.lastIndexOf('.')));
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return keys;
}

describe('the shell strings (SHELL_STRINGS) hold every key the shell and its screens show', () => {
  const screens = shellScreens();
  const main = shipped([path.join(SRC, 'main.tsx')]);
  const files = new Set([...main, ...screens.flatMap((entry) => [...shipped([entry])])]);

  test('finds the shell files and the screens the routes mark shell', () => {
    expect(screens.map((f) => path.relative(SRC, f))).toContain(path.join('screens', 'Home', 'index.tsx'));
    expect(main).toContain(path.join(SRC, 'components', 'DrawerPanel.tsx'));
    expect(main).toContain(path.join(SRC, 'stores', 'UiStore.ts'));
    expect(main).not.toContain(path.join(SRC, 'screens', 'Login', 'index.tsx'));
    expect(main).not.toContain(path.join(SRC, 'screens', 'Home', 'index.tsx'));
    expect([...files].some((f) => keysIn(f).includes('nav.home'))).toBe(true);
  });

  test('no file of the main chunk, its lazy parts or a shell screen uses a key outside SHELL_STRINGS', () => {
    // The stores are left out: their messages are shown by the screen whose action made them, and
    // useMessageText loads the screens' strings before it shows one the shell does not hold.
    const outside = [...files]
      .filter((file) => !file.startsWith(path.join(SRC, 'stores') + path.sep))
      .flatMap((file) => keysIn(file).filter((key) => !isShellKey(key)).map((key) => `${key} (${path.relative(ROOT, file)})`));
    expect(outside).toEqual([]);
  });
});
