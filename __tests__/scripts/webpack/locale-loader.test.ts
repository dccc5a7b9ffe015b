import { readFileSync } from 'node:fs';
import path from 'node:path';

const localeLoader = require('../../../scripts/webpack/locale-loader.js') as (source: string) => string;

describe('locale loader of the site build', () => {
  test('drops the server messages and keeps every site string as it is', () => {
    const source = readFileSync(path.resolve(__dirname, '../../../locales/bn.json'), 'utf8');
    const full = JSON.parse(source) as Record<string, unknown>;
    const bundled = JSON.parse(localeLoader(source)) as Record<string, unknown>;
    expect(full.errors).toBeDefined();
    expect(bundled.errors).toBeUndefined();
    const { errors: _errors, ...site } = full;
    expect(bundled).toEqual(site);
  });
});
