import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { homeFiles } from '../../bench/bundle';

describe('bench/bundle homeFiles', () => {
  test('counts the entry scripts of index.html plus the home screen and Bengali chunks, nothing else', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<script defer src=/m/assets/main.abc.js></script><link href="/m/assets/main.abc.css">');
    for (const f of ['main.abc.js', 'main.abc.css', 'screen-home.1.js', 'locale-bn-json.2.js', 'locale-en-json.3.js', 'screen-service.4.js']) {
      writeFileSync(path.join(dist, 'assets', f), 'x');
    }
    const names = homeFiles(dist).map((f) => path.basename(f)).sort();
    expect(names).toEqual(['locale-bn-json.2.js', 'main.abc.css', 'main.abc.js', 'screen-home.1.js']);
  });
});
