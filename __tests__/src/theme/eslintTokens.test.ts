/**
 * @jest-environment node
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';

/** The project's own config, applied as ESLint would from the repository root. */
const ROOT = join(__dirname, '..', '..', '..');
// Loaded with require: jest's module sandbox cannot run ESLint's dynamic import() of the config file.
const config = require(join(ROOT, 'eslint.config.js'));
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

async function lintScreen(code: string, filePath = 'src/screens/Fake.tsx') {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result.messages;
}

const MESSAGE = 'Use a theme token (src/theme) instead of a colour literal.';

describe('no hard-coded colours (eslint.config.js)', () => {
  jest.setTimeout(30_000);

  it('flags a hard-coded #ff0000 in a styled template in a screen', async () => {
    const messages = await lintScreen(
      "import styled from 'styled-components';\nexport const Box = styled.div`\n  color: #ff0000;\n`;\n",
    );
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'no-restricted-syntax', severity: 2, message: MESSAGE })]);
  });

  it('flags colour literals in strings: hex, rgb() and hsla()', async () => {
    const messages = await lintScreen("export const a = '#ff0000';\nexport const b = 'rgb(1, 2, 3)';\nexport const c = 'hsla(0, 0%, 0%, 1)';\n");
    expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(3);
  });

  it('passes the same component written with a theme token', async () => {
    const messages = await lintScreen(
      "import styled from 'styled-components';\nexport const Box = styled.div`\n  color: ${(p) => p.theme.colors.danger};\n`;\n",
    );
    expect(messages).toEqual([]);
  });

  it('applies to components as well as screens', async () => {
    const messages = await lintScreen("export const a = '#ff0000';\n", 'src/components/Fake.tsx');
    expect(messages.map((m) => m.ruleId)).toEqual(['no-restricted-syntax']);
  });

  it('lets the theme itself define colours', async () => {
    const messages = await lintScreen("export const a = '#ff0000';\n", 'src/theme/fake.ts');
    expect(messages).toEqual([]);
  });
});
