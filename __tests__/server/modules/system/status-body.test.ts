import Fastify from 'fastify';
import { ok } from '../../../../server/http/envelope';
import { replies } from '../../../../server/http/responses';
import { findMerchant, type Merchant } from '../../../../server/modules/merchant';
import { statusBody } from '../../../../server/modules/system/status-body';
import { SystemStatusSchema } from '../../../../server/modules/system/responses';
import { systemInfo } from '../../../../server/modules/system/views';
import { build, databases, type TestApp } from '../../helpers/build';

describe.each(databases())('the status answer built around the serialized info on $name', (db) => {
  let t: TestApp;
  let merchant: Merchant;
  beforeAll(async () => {
    t = await build(db);
    merchant = (await findMerchant(t.app.db, 'MLOBBY'))!;
  });
  afterAll(() => t.close());

  /** Both ways through one route's response schema: the plain envelope, and the spliced text. */
  async function bothWays(client: Parameters<typeof statusBody>[2]) {
    const app = Fastify();
    const schema = { response: replies(SystemStatusSchema) };
    app.get('/plain', { schema }, async () => ok({ info: systemInfo(merchant), ...client }));
    app.get('/spliced', { schema }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(statusBody(reply, merchant, client)));
    const [plain, spliced] = [await app.inject('/plain'), await app.inject('/spliced')];
    await app.close();
    return { plain: plain.body, spliced: spliced.body };
  }

  it.each([
    { location: { ip: '203.0.113.9', country: 'BD' }, maintenance: false, regionRestriction: false },
    { location: { ip: '2001:db8::1', country: null }, maintenance: true, regionRestriction: true },
    { location: { ip: 'a"\\\u2028b', country: 'é"' }, maintenance: false, regionRestriction: true },
  ])('is byte for byte the plain serialization of the whole envelope (%j)', async (client) => {
    const { plain, spliced } = await bothWays(client);
    expect(plain.length).toBeGreaterThan(1000);
    expect(spliced).toBe(plain);
  });

  it('serializes the info again for a changed merchant object', async () => {
    const client = { location: { ip: '203.0.113.9', country: null }, maintenance: false, regionRestriction: false };
    await bothWays(client);
    const renamed: Merchant = { ...merchant, name: 'Renamed "merchant"' };
    const app = Fastify();
    app.get('/', { schema: { response: replies(SystemStatusSchema) } }, async (_request, reply) => reply.send(statusBody(reply, renamed, client)));
    const body = (await app.inject('/')).json();
    await app.close();
    expect(body.value.info.merchantName).toBe('Renamed "merchant"');
  });
});
