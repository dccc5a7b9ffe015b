import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '../../server/config';

const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
const ci = readFileSync(path.resolve(__dirname, '../../.ci/run'), 'utf8');

describe('README', () => {
  test('gives a newcomer exactly the start and test commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });

  test.each(SETTINGS.map((s) => s.env))('lists the %s setting', (env) => {
    expect(readme).toContain(`\`${env}\``);
  });

  test('CI runs the README test command', () => {
    expect(ci).toMatch(/^\s*(TEST_DATABASE_URL=\S+ \\\s*)?npm test\b/m);
  });
});
