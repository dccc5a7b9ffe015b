/**
 * The two stores that need nothing outside this process (storage-types.ts): local disk under
 * DATA_DIR/uploads, and memory for an in-memory database and tests. Keys are checked here, so a
 * caller's mistake can never name a file outside the store.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './storage-types';

/** Lower-case segments of [a-z0-9_.-], each starting with a letter or digit: no `..`, no `/x`, no hidden files. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;
const MAX_KEY_CHARS = 512;

/** Throws unless `key` is a relative path of safe segments (the FileStorage key rule). */
export function assertSafeKey(key: string): void {
  if (key.length > MAX_KEY_CHARS || !SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** Files in a Map: gone when the process ends, as the in-memory database is. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, StoredFile>();
  return {
    async put(key, file) {
      assertSafeKey(key);
      files.set(key, { bytes: Buffer.from(file.bytes), contentType: file.contentType });
    },
    async get(key) {
      assertSafeKey(key);
      const file = files.get(key);
      return file ? { bytes: Buffer.from(file.bytes), contentType: file.contentType } : null;
    },
    async delete(key) {
      assertSafeKey(key);
      files.delete(key);
    },
  };
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`: `<root>/<key>` holds the bytes, `<root>/.types/<key>` the content type
 * (a segment starting with a dot is never a key). Each is written to `<root>/.tmp` first and
 * renamed into place, so a reader sees the old file or the whole new one, never half of it.
 */
export function localStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');
  const inside = (dir: string, key: string): string => {
    assertSafeKey(key);
    const file = path.resolve(dir, key);
    // The key rule already keeps it inside; this is the second lock on the same door.
    if (!file.startsWith(dir + path.sep)) throw new Error('storage key escapes the store');
    return file;
  };
  const dataPath = (key: string) => inside(base, key);
  const typePath = (key: string) => inside(path.join(base, '.types'), key);

  async function writeAtomically(target: string, content: Buffer | string): Promise<void> {
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(tmpDir, randomBytes(12).toString('hex'));
    try {
      await writeFile(temp, content, { mode: 0o600 });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  return {
    async put(key, file) {
      // The type first: a reader that finds the bytes finds their type too.
      await writeAtomically(typePath(key), file.contentType);
      await writeAtomically(dataPath(key), file.bytes);
    },
    async get(key) {
      const bytes = await readFile(dataPath(key)).catch((err: unknown) => (missing(err) ? null : Promise.reject(err)));
      if (!bytes) return null;
      const contentType = await readFile(typePath(key), 'utf8').catch((err: unknown) => (missing(err) ? 'application/octet-stream' : Promise.reject(err)));
      return { bytes, contentType };
    },
    async delete(key) {
      await rm(dataPath(key), { force: true });
      await rm(typePath(key), { force: true });
    },
  };
}
