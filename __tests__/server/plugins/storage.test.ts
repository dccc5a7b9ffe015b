import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { storageKindOf } from '../../../server/plugins/storage';
import { assertSafeKey, localStorage, memoryStorage } from '../../../server/plugins/storage-stores';
import type { FileStorage } from '../../../server/plugins/storage-types';
import { tempDir } from '../helpers/build';

const UNSAFE = ['', '../etc/passwd', 'kyc/../../x', '/etc/passwd', 'kyc//a.jpg', 'kyc/./a.jpg', '.hidden', 'kyc/.types/a', 'KYC/a.jpg', 'kyc/a b.jpg', 'kyc\\a.jpg', 'kyc/a.jpg/', 'kyc/ä.jpg', 'a'.repeat(513)];

describe('storage keys', () => {
  it.each(['kyc/12/abc.jpg', 'deposits/7/0f-a_b.png', 'x'])('%s is a safe key', (key) => expect(() => assertSafeKey(key)).not.toThrow());
  it.each(UNSAFE.map((key) => [key.length > 40 ? `${key.length} characters` : JSON.stringify(key), key]))(
    '%s is refused: no parent, absolute, hidden, empty, too long or odd-character path',
    (_label, key) => expect(() => assertSafeKey(key)).toThrow(/unsafe storage key/),
  );
});

describe('the store a server uses', () => {
  it('is memory for an in-memory database or NODE_ENV=test even with STORAGE=local; local otherwise; s3 when named', () => {
    expect(storageKindOf(loadConfig({ DATABASE_URL: 'memory://' }))).toBe('memory');
    expect(storageKindOf(loadConfig({ NODE_ENV: 'test' }))).toBe('memory');
    expect(storageKindOf(loadConfig({}))).toBe('local');
    const s3 = { STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(storageKindOf(loadConfig({ ...s3, NODE_ENV: 'test' }))).toBe('s3');
  });

  it('STORAGE=s3 without its endpoint, bucket or keys is refused at start, naming what is missing', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });
});

describe.each<[string, () => Promise<{ store: FileStorage; root?: string }>]>([
  ['memory', async () => ({ store: memoryStorage() })],
  ['local disk', async () => {
    const root = await tempDir('mlobby-storage');
    return { store: localStorage(root), root };
  }],
])('%s storage', (_name, open) => {
  it('puts, gets back the same bytes and type, and deletes', async () => {
    const { store } = await open();
    const bytes = Buffer.from([1, 2, 3, 255]);
    await store.put('kyc/1/a.png', { bytes, contentType: 'image/png' });
    expect(await store.get('kyc/1/a.png')).toEqual({ bytes, contentType: 'image/png' });
    await store.put('kyc/1/a.png', { bytes: Buffer.from('new'), contentType: 'image/jpeg' });
    expect(await store.get('kyc/1/a.png')).toEqual({ bytes: Buffer.from('new'), contentType: 'image/jpeg' });
    await store.delete('kyc/1/a.png');
    expect(await store.get('kyc/1/a.png')).toBeNull();
    await expect(store.delete('kyc/1/a.png')).resolves.toBeUndefined();
  });

  it('a missing file is null', async () => {
    const { store } = await open();
    expect(await store.get('nothing/here.jpg')).toBeNull();
  });

  it.each(['../escape.jpg', '/tmp/abs.jpg', 'a/../../b'])('refuses the unsafe key %j for put, get and delete', async (key) => {
    const { store } = await open();
    await expect(store.put(key, { bytes: Buffer.from('x'), contentType: 'image/png' })).rejects.toThrow(/unsafe storage key/);
    await expect(store.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(store.delete(key)).rejects.toThrow(/unsafe storage key/);
  });
});

describe('local disk storage', () => {
  it('writes under its root only, through a temp file that is gone afterwards', async () => {
    const root = await tempDir('mlobby-storage');
    const store = localStorage(root);
    await store.put('deposits/9/p.jpg', { bytes: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    expect(await readFile(path.join(root, 'deposits/9/p.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    expect(await readdir(root)).toEqual(expect.arrayContaining(['deposits', '.types', '.tmp']));
  });

  it('two writers of one key leave one whole file, never a mix', async () => {
    const root = await tempDir('mlobby-storage');
    const store = localStorage(root);
    const a = Buffer.alloc(256 * 1024, 0x61);
    const b = Buffer.alloc(256 * 1024, 0x62);
    await Promise.all([store.put('k/x.png', { bytes: a, contentType: 'image/png' }), store.put('k/x.png', { bytes: b, contentType: 'image/png' })]);
    const got = (await store.get('k/x.png'))!.bytes;
    expect(got.equals(a) || got.equals(b)).toBe(true);
  });
});
