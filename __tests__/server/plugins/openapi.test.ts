import { Validator } from '@seriousme/openapi-schema-validator';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { replies } from '../../../server/http/responses';
import { OPENAPI_PATH } from '../../../server/plugins/openapi';
import { suiteApp } from '../helpers/build';

const ADMIN_TOKEN = 'an-admin-token-for-the-docs-test';

/** Routes that answer files or the docs themselves, whose content no JSON schema describes. */
const FILE_ROUTES = [/^\/docs(\/|$)/, /^\/(m|console)\/\*$/, /^\/(m|console)\/assets\/\*$/];

describe('route schemas and the OpenAPI document', () => {
  const suite = suiteApp({ name: 'pglite' }, { ADMIN_TOKEN });

  test('every route declares a response schema and tags', () => {
    const records = suite.app.routeRecords.filter((r) => r.method !== 'HEAD' && !FILE_ROUTES.some((re) => re.test(r.url)));
    expect(records.length).toBeGreaterThan(70);
    const lacking = records.filter((r) => !r.schema?.response || !r.schema.tags?.length).map((r) => `${r.method} ${r.url}`);
    expect(lacking).toEqual([]);
  });

  test('/docs/openapi.json is a valid OpenAPI 3 document', async () => {
    const res = await suite.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const result = await new Validator().validate(res.json());
    expect(result).toEqual({ valid: true });
  });

  test('the document names the vendor wallet API with its HMAC headers and the console routes with the operator session and permission', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    expect(doc.paths['/vendor-api/wallet/debit'].post.security).toEqual([{ vendorCode: [], vendorTimestamp: [], vendorSignature: [] }]);
    expect(doc.paths['/console/api/merchants/{code}/maintenance'].put).toMatchObject({ security: [{ operatorSession: [] }], 'x-permission': 'merchant.settings' });
    expect(doc.paths['/wps/wallets/balance'].get.security).toEqual([{ memberToken: [] }]);
    expect(doc.components.securitySchemes.vendorSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Signature' });
  });

  test('/docs serves its reference UI from this server only: no script or stylesheet from another origin', async () => {
    const page = await suite.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    const scripts = [...page.body.matchAll(/src=["']([^"']+)["']/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await suite.app.inject({ method: 'GET', url: new URL(script, 'http://x/docs/').pathname });
      expect({ script, status: asset.statusCode }).toEqual({ script, status: 200 });
    }
  });
});

describe('a response schema filters what leaves the server', () => {
  test('a property the schema does not name is never sent', async () => {
    const app = Fastify();
    try {
      app.get('/probe', { schema: { response: replies(Type.Object({ shown: Type.Integer() })), tags: ['test'] } }, async () => ({
        success: true,
        value: { shown: 1, passwordHash: 'never-on-the-wire' },
      }));
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/probe' });
      expect(res.json()).toEqual({ success: true, value: { shown: 1 } });
    } finally {
      await app.close();
    }
  });
});
