/**
 * The import boundaries of docs/architecture.md, as eslint.config.js enforces them: each case
 * lints one import line as if it were written in the given file, and a violation must fail.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

// The config is passed in rather than found: ESLint loads a config file with import(), which jest's
// module runtime cannot run.
const config = require('../../eslint.config.js') as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..'), overrideConfigFile: true, overrideConfig: config });

/** The no-restricted-imports messages of `code` linted as the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  test.each([
    ['common imports a package', 'common/contract/example.ts', "import x from 'react';"],
    ['common imports a Node API', 'common/rules/example.ts', "import x from 'node:crypto';"],
    ['common imports the site', 'common/contract/example.ts', "import x from '../../src/api/client';"],
    ['common imports the server', 'common/lottery/example.ts', "import x from '../../server/config';"],
    ['the site imports the server', 'src/stores/Example.ts', "import x from '../../server/config';"],
    ['the server imports the site', 'server/modules/wallet/example.ts', "import x from '../../../src/config/constants';"],
    ['the server imports the site from its root', 'server/example.ts', "import x from '../src/config/constants';"],
  ])('fails when %s', async (_rule, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  test.each([
    ['common imports itself', 'common/contract/example.ts', "import x from '../lottery/games';"],
    ['the site imports common', 'src/stores/Example.ts', "import x from '@common/contract/envelope';"],
    ['the server imports common', 'server/modules/wallet/example.ts', "import x from '@common/rules/memberTypes';"],
    ['the server imports a package', 'server/example.ts', "import x from 'fastify';"],
  ])('passes when %s', async (_rule, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
