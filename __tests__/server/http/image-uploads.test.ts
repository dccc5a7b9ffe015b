import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ErrorCode } from '@common/contract/envelope';
import { IMAGE_MAX_BYTES, IMAGES_MAX_COUNT } from '@common/rules/limits';
import { ok } from '../../../server/http/envelope';
import { acceptImageUploads, readImageUpload, uploadProofPictures } from '../../../server/http/image-uploads';
import { errorHandling } from '../../../server/plugins/errors';
import { storagePlugin } from '../../../server/plugins/storage';
import { memoryStorage } from '../../../server/plugins/storage-stores';
import type { FileStorage } from '../../../server/plugins/storage-types';
import { bigJpegLike, type FormPart, multipart, phonePhoto, picture } from '../helpers/multipart';

describe('image uploads (§5)', () => {
  let app: FastifyInstance;
  let storage: FileStorage;
  /** Every put the store saw, refused requests included. */
  const stored: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    const memory = memoryStorage();
    storage = { ...memory, put: (key, file) => (stored.push(key), memory.put(key, file)) };
    await app.register(errorHandling);
    await app.register(storagePlugin, { storage });
    await app.register(async (scope) => {
      await acceptImageUploads(scope);
      scope.post('/proof', async (request) => {
        return ok(await uploadProofPictures(request, 'deposits/7'));
      });
      scope.post('/form', async (request) => {
        const { fields, images } = await readImageUpload(request, { fileFields: ['front', 'back'] });
        return ok({ fields, images: images.map((i) => ({ field: i.field, type: i.contentType })) });
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (url: string, parts: FormPart[]) => app.inject({ method: 'POST', url, ...multipart(parts) });
  const file = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg', name = 'pictures'): FormPart => ({ name, file: bytes, filename, type });

  it('stores the pictures under the prefix and returns their keys; a PNG named .jpg is taken as the PNG it is', async () => {
    const res = await send('/proof', [file(await picture('jpeg')), file(await picture('png'), 'screenshot.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const keys: string[] = res.json().value;
    expect(keys).toEqual([expect.stringMatching(/^deposits\/7\/[0-9a-f]{24}\.jpg$/), expect.stringMatching(/^deposits\/7\/[0-9a-f]{24}\.png$/)]);
    expect((await storage.get(keys[0]!))!.contentType).toBe('image/jpeg');
    expect((await storage.get(keys[1]!))!.contentType).toBe('image/png');
  });

  it.each<[string, () => Promise<Buffer>, string]>([
    ['a GIF named .png', () => picture('gif'), 'x.png'],
    ['a WebP named .jpg', () => picture('webp'), 'x.jpg'],
    ['text named .png', async () => Buffer.from('just some text, not a picture'), 'x.png'],
    ['an SVG named .png', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'x.png'],
    ['a JPEG cut in half', async () => (await picture('jpeg', 400, 300)).subarray(0, 300), 'x.jpg'],
  ])('%s is refused with upload.type.invalid (400) and nothing is stored', async (_name, make, filename) => {
    const before = stored.length;
    const res = await send('/proof', [file(await picture('jpeg')), file(await make(), filename, 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.uploadTypeInvalid });
    expect(stored.length).toBe(before);
  });

  it(`a file of ${IMAGE_MAX_BYTES} bytes is within the limit; one byte more is upload.too.large (413) with the limit`, async () => {
    const atLimit = await send('/proof', [file(bigJpegLike(IMAGE_MAX_BYTES))]);
    // Exactly at the limit passes the size check; these bytes are no real JPEG, so the type check answers.
    expect(atLimit.json().code).toBe(ErrorCode.uploadTypeInvalid);
    const over = await send('/proof', [file(await picture('jpeg')), file(bigJpegLike(IMAGE_MAX_BYTES + 1))]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, code: ErrorCode.uploadTooLarge });
    expect(over.json().message).toContain(String(IMAGE_MAX_BYTES));
  });

  it(`${IMAGES_MAX_COUNT} files are taken; ${IMAGES_MAX_COUNT + 1} are upload.too.many (413) and nothing is stored`, async () => {
    const jpeg = await picture('jpeg');
    const ok3 = await send('/proof', Array.from({ length: IMAGES_MAX_COUNT }, () => file(jpeg)));
    expect(ok3.json().value).toHaveLength(IMAGES_MAX_COUNT);
    const before = stored.length;
    const res = await send('/proof', Array.from({ length: IMAGES_MAX_COUNT + 1 }, () => file(jpeg)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.uploadTooMany });
    expect(stored.length).toBe(before);
  });

  it('the stored picture is upright (EXIF orientation applied) and carries no metadata: no EXIF, GPS, ICC or XMP', async () => {
    const photo = await phonePhoto();
    const original = await sharp(photo).metadata();
    expect(original).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(original.exif?.toString('latin1')).toContain('PhoneMaker');
    const res = await send('/proof', [file(photo)]);
    const saved = (await storage.get(res.json().value[0]))!;
    const meta = await sharp(saved.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(saved.bytes.toString('latin1')).not.toContain('PhoneMaker');
  });

  it('no picture at all is request.invalid; an empty file input is no picture', async () => {
    const res = await send('/proof', [{ name: 'note', value: 'hi' }, file(Buffer.alloc(0), '')]);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  });

  it('text fields come with the files; a file under another name, or a field sent twice, is request.invalid', async () => {
    const jpeg = await picture('jpeg');
    const res = await send('/form', [{ name: 'address', value: ' 1 Road ' }, file(jpeg, 'a.jpg', 'image/jpeg', 'front'), { name: 'nationality', value: 'BD' }]);
    expect(res.json().value).toEqual({ fields: { address: ' 1 Road ', nationality: 'BD' }, images: [{ field: 'front', type: 'image/jpeg' }] });
    const stray = await send('/form', [file(jpeg, 'a.jpg', 'image/jpeg', 'selfie')]);
    expect(stray.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    const twice = await send('/form', [{ name: 'address', value: 'a' }, { name: 'address', value: 'b' }]);
    expect(twice.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  });

  it('a request that is not multipart is refused (415)', async () => {
    const res = await app.inject({ method: 'POST', url: '/proof', payload: { pictures: [] } });
    expect(res.statusCode).toBe(415);
  });
});
