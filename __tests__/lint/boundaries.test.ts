/**
 * The import boundaries of docs/architecture.md, as eslint.config.js enforces them: each case
 * lints one import line as if it were written in the given file, and a violation must fail.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

// The config is passed in rather than found: ESLint loads a config file with import(), which jest's
// module runtime cannot run.
const config = require('../../eslint.config') as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..'), overrideConfigFile: true, overrideConfig: config });

/** The messages of `rules` (by default no-restricted-imports) for `code` linted as the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string, rules = ['no-restricted-imports']): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('file size (eslint.config.js)', () => {
  test('a file over 300 lines fails lint', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    const [result] = await eslint.lintText(`${long}\n`, { filePath: 'server/example.ts' });
    expect(result.messages.map((m) => m.ruleId)).toContain('max-lines');
  });
});

describe('import boundaries (eslint.config.js)', () => {
  test.each([
    ['common imports a package', 'common/contract/example.ts', "import x from 'react';"],
    ['common imports a Node API', 'common/rules/example.ts', "import x from 'node:crypto';"],
    ['common imports the site', 'common/contract/example.ts', "import x from '../../src/api/client';"],
    ['common imports the server', 'common/lottery/example.ts', "import x from '../../server/config';"],
    ['the site imports the server', 'src/stores/Example.ts', "import x from '../../server/config';"],
    ['the server imports the site', 'server/modules/wallet/example.ts', "import x from '../../../src/config/constants';"],
    ['the server imports the site from its root', 'server/example.ts', "import x from '../src/config/constants';"],
    ['a module imports another module\'s file', 'server/modules/lottery/example.ts', "import x from '../wallet/ledger';"],
    ['a module imports another module\'s tables', 'server/modules/seamless/example.ts', "import x from '../launch/tables';"],
    ['a plugin imports a module\'s file', 'server/plugins/example.ts', "import x from '../modules/session/tokens';"],
    ['a vendor imports a module\'s file', 'server/vendors/house-slot/example.ts', "import x from '../../modules/seamless/credentials';"],
    ['the app imports a module\'s file', 'server/app.ts', "import x from './modules/wallet/routes';"],
    ['a screen imports another screen', 'src/screens/MoreLottery/index.tsx', "import x from '../StartLottery/components/Countdown';"],
    ['a screen component imports another screen', 'src/screens/Home/components/Example.tsx', "import x from '../../Login';"],
    ['a screen reaches another screen through screens/', 'src/screens/Home/components/Example.tsx', "import x from '../../../screens/Login';"],
    ['the site imports the console', 'src/stores/Example.ts', "import x from '../../console/api/client';"],
    ['the console imports the server', 'console/stores/Example.ts', "import x from '../../server/config';"],
    ['the console imports the site beyond its theme and store parts', 'console/stores/Example.ts', "import x from '../../src/api/client';"],
    ['the console imports a site store', 'console/stores/Example.ts', "import x from '../../src/stores/MemberStore';"],
    ['a console screen imports another screen', 'console/screens/Players/index.tsx', "import x from '../Audit';"],
  ])('fails when %s', async (_rule, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  test.each([
    ['common imports itself', 'common/contract/example.ts', "import x from '../lottery/games';"],
    ['the site imports common', 'src/stores/Example.ts', "import x from '@common/contract/envelope';"],
    ['the server imports common', 'server/modules/wallet/example.ts', "import x from '@common/rules/memberTypes';"],
    ['the server imports a package', 'server/example.ts', "import x from 'fastify';"],
    ['a module imports another module through its index', 'server/modules/lottery/example.ts', "import x from '../wallet';"],
    ['a module imports its own files', 'server/modules/wallet/example.ts', "import x from './ledger';"],
    ['a module imports shared server code', 'server/modules/wallet/example.ts', "import x from '../../db/connection';"],
    ['a plugin imports a module through its index', 'server/plugins/example.ts', "import x from '../modules/session';"],
    ['a table file references another module\'s table for a foreign key', 'server/modules/launch/tables.ts', "import x from '../member/tables';"],
    ['a screen imports its own components', 'src/screens/Home/index.tsx', "import x from './components/HotGames';"],
    ['a screen component imports its screen\'s files', 'src/screens/Home/components/Example.tsx', "import x from '../index';"],
    ['a screen imports shared components', 'src/screens/Home/components/Example.tsx', "import x from '../../../components/lottery/Countdown';"],
    ['the console imports common', 'console/stores/Example.ts', "import x from '@common/contract/operator';"],
    ['the console imports the theme tokens', 'console/App.tsx', "import x from '../src/theme';"],
    ['the console imports the generic store parts', 'console/stores/context.tsx', "import x from '../../src/stores/base/storesContext';"],
    ['a console screen imports the console components', 'console/screens/Players/index.tsx', "import x from '../../components/Table';"],
  ])('passes when %s', async (_rule, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('money moves only through wallet intents (eslint.config.js)', () => {
  /** Either rule that keeps postings in the wallet: the import boundaries and the ledger-write syntax rule. */
  const postingErrors = (filePath: string, code: string) => boundaryErrors(filePath, code, ['no-restricted-imports', 'no-restricted-syntax']);

  test.each([
    ['a module imports the ledger\'s posting function', 'server/modules/lottery/example.ts', "import { postTransaction as x } from '../wallet/ledger';"],
    ['a vendor imports the ledger tables', 'server/vendors/example.ts', "import { ledgerEntries as x } from '../modules/wallet/tables';"],
    ['a module inserts into the ledger in SQL', 'server/modules/lottery/example.ts', "const x = sql`insert into ledger_entries (transaction_id, account_id, amount) values (1, 2, 3)`;"],
    ['a module moves a balance in SQL', 'server/modules/seamless/example.ts', "const x = 'UPDATE \"ledger_accounts\" SET balance = balance + 1';"],
    ['a plugin writes a ledger transaction in SQL', 'server/plugins/example.ts', "const x = sql`INSERT INTO ledger_transactions (kind) values ('bet')`;"],
  ])('fails when %s', async (_rule, filePath, code) => {
    expect(await postingErrors(filePath, code)).not.toEqual([]);
  });

  test.each([
    ['a module moves money through an intent', 'server/modules/lottery/example.ts', "import { stake as x } from '../wallet';"],
    ['a module reads the ledger in SQL', 'server/modules/lottery/example.ts', "const x = sql`select count(*) from ledger_entries`;"],
    ['the wallet posts to its own tables', 'server/modules/wallet/example.ts', "const x = sql`insert into ledger_entries (transaction_id) values (1)`;"],
  ])('passes when %s', async (_rule, filePath, code) => {
    expect(await postingErrors(filePath, code)).toEqual([]);
  });
});
