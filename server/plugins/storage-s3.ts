/**
 * FileStorage on an S3-compatible store (AWS S3, MinIO, Cloudflare R2…), path-style:
 * `<endpoint>/<bucket>/<key>`. Requests are signed with AWS Signature V4 by aws4fetch (MIT, no
 * dependencies, Node's own fetch and WebCrypto), loaded only when STORAGE=s3, so tests and the
 * default start never load it. The payload's SHA-256 is signed too, so a proxy cannot swap the bytes.
 */
import { createHash } from 'node:crypto';
import { assertSafeKey } from './storage-stores';
import type { FileStorage } from './storage-types';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Server errors and throttling are retried this often (with jittered backoff) before a call fails. */
const S3_RETRIES = 2;

/** The S3 store of `settings` (the aws4fetch module is imported here, on first use). */
export async function s3Storage(settings: S3Settings): Promise<FileStorage> {
  const { AwsClient } = await import('aws4fetch');
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: S3_RETRIES,
  });
  const objectUrl = (key: string): string => {
    assertSafeKey(key);
    // Safe keys need no escaping; the bucket might.
    return `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${key}`;
  };
  const failed = async (what: string, key: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${what} ${key}: HTTP ${res.status} ${text.slice(0, 200)}`);
  };

  return {
    async put(key, file) {
      const body = new Uint8Array(file.bytes);
      const headers = {
        'content-type': file.contentType,
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      };
      const res = await client.fetch(objectUrl(key), { method: 'PUT', body, headers });
      if (!res.ok) await failed('PUT', key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) return failed('GET', key, res);
      const bytes = Buffer.from(await res.arrayBuffer());
      return { bytes, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!res.ok && res.status !== 404) await failed('DELETE', key, res);
      await res.arrayBuffer();
    },
  };
}
