import { Validator } from '@seriousme/openapi-schema-validator';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { ApiKeyPath, OperatorAdminPath } from '@common/contract/consoleAdmin';
import { CONSOLE_API, OperatorPath } from '@common/contract/operator';
import { replies } from '../../../server/http/responses';
import { OPENAPI_PATH } from '../../../server/plugins/openapi';
import { suiteApp } from '../helpers/build';

/** Routes that answer files or the docs themselves, whose content no JSON schema describes. */
const FILE_ROUTES = [/^\/docs(\/|$)/, /^\/(m|console)\/\*$/, /^\/(m|console)\/assets\/\*$/];

describe('route schemas and the OpenAPI document', () => {
  const suite = suiteApp({ name: 'pglite' });

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
    expect(doc.paths['/console/api/merchants/{code}/maintenance'].put).toMatchObject({ security: [{ operatorSession: [] }, { operatorApiKey: [] }], 'x-permission': 'merchant.settings' });
    expect(doc.paths['/wps/wallets/balance'].get.security).toEqual([{ memberToken: [] }]);
    expect(doc.components.securitySchemes.vendorSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Signature' });
  });

  test('console routes take the session cookie or an API key; those for any logged-in operator the session only; the login steps neither', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    expect(doc.components.securitySchemes.operatorApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.adminToken).toBeUndefined();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/admin/'))).toEqual([]);
    const both = [{ operatorSession: [] }, { operatorApiKey: [] }];
    const consoleOps = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown; 'x-permission'?: string }>>)
      .filter(([path]) => path.startsWith(`${CONSOLE_API}/`))
      .flatMap(([path, methods]) => Object.entries(methods).filter(([method]) => method !== 'head').map(([method, op]) => ({ path, method, op })));
    expect(consoleOps.length).toBeGreaterThan(10);
    for (const { path, method, op } of consoleOps) {
      const expected = op['x-permission'] === 'anonymous' ? undefined : op['x-permission'] === 'operator' ? [{ operatorSession: [] }] : both;
      expect({ path, method, security: op.security }).toEqual({ path, method, security: expected });
    }
    expect(doc.paths[OperatorAdminPath.operators].post.security).toEqual(both);
    expect(doc.paths[ApiKeyPath.keys].post.security).toEqual([{ operatorSession: [] }]);
    expect(doc.paths[OperatorPath.password].post.security).toBeUndefined();
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
