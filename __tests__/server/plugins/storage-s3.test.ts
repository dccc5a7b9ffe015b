import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { s3Storage } from '../../../server/plugins/storage-s3';
import type { FileStorage } from '../../../server/plugins/storage-types';

interface Seen {
  method: string;
  path: string;
  authorization: string;
  amzDate: string;
  contentSha256: string;
  bodySha256: string;
}

/** Plays S3 on loopback: objects in a Map, every request recorded; a request without a SigV4 signature is refused (403). */
function fakeS3(): { server: Server; seen: Seen[]; objects: Map<string, { body: Buffer; type: string }> } {
  const seen: Seen[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = req.url ?? '';
    const authorization = String(req.headers.authorization ?? '');
    seen.push({
      method: req.method ?? '',
      path,
      authorization,
      amzDate: String(req.headers['x-amz-date'] ?? ''),
      contentSha256: String(req.headers['x-amz-content-sha256'] ?? ''),
      bodySha256: createHash('sha256').update(body).digest('hex'),
    });
    if (!/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(authorization)) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  return { server, seen, objects };
}

describe('S3-compatible storage against a local fake', () => {
  const fake = fakeS3();
  let store: FileStorage;
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    store = await s3Storage({ endpoint, region: 'eu-test-1', bucket: 'uploads', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('PUTs to <endpoint>/<bucket>/<key>, signed (SigV4) with the payload hash; GETs it back with its type; DELETEs it', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('kyc/5/abc.png', { bytes, contentType: 'image/png' });
    const put = fake.seen.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: '/uploads/kyc/5/abc.png' });
    expect(put.authorization).toMatch(/SignedHeaders=[^,]*host;[^,]*x-amz-content-sha256;x-amz-date/);
    expect(put.amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.contentSha256).toBe(put.bodySha256);
    expect(fake.objects.get('/uploads/kyc/5/abc.png')).toEqual({ body: bytes, type: 'image/png' });

    expect(await store.get('kyc/5/abc.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'GET', path: '/uploads/kyc/5/abc.png' });

    await store.delete('kyc/5/abc.png');
    expect(fake.seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/uploads/kyc/5/abc.png' });
    expect(fake.objects.size).toBe(0);
  });

  it('a missing object is null', async () => {
    expect(await store.get('kyc/5/none.jpg')).toBeNull();
  });

  it('a refusal by the store is an error naming the status, not a silent success', async () => {
    const wrong = await s3Storage({ endpoint, region: 'other-region', bucket: 'uploads', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });
    await expect(wrong.put('kyc/5/x.jpg', { bytes: Buffer.from('x'), contentType: 'image/jpeg' })).rejects.toThrow(/HTTP 403/);
  });

  it('refuses an unsafe key before any request', async () => {
    const before = fake.seen.length;
    await expect(store.get('../secrets')).rejects.toThrow(/unsafe storage key/);
    expect(fake.seen.length).toBe(before);
  });
});
