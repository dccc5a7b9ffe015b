import Fastify, { type preValidationAsyncHookHandler, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { addPreValidation } from '../../../server/http/route-hooks';
import { authPlugin } from '../../../server/plugins/auth';
import { encryptedBodies } from '../../../server/plugins/encrypted-body';

const hook = (async () => undefined) as preValidationAsyncHookHandler;
const declared = (async () => undefined) as preValidationAsyncHookHandler;
const route = (preValidation?: RouteOptions['preValidation']) => ({ method: 'GET', url: '/', handler: () => undefined, preValidation }) as RouteOptions;

describe('adding a check to the routes that ask for it', () => {
  it.each([
    ['no hook of its own', undefined, [hook]],
    ['one hook of its own', declared, [declared, hook]],
    ['a list of its own', [declared], [declared, hook]],
  ])('a route with %s runs the added check after its own', (_name, own, expected) => {
    const options = route(own);
    addPreValidation(options, hook);
    expect(options.preValidation).toEqual(expected);
  });
});

describe('the auth and encrypted-body checks', () => {
  it('go only on the routes that declare them: a public route runs no preValidation hook', async () => {
    const app = Fastify();
    // authPlugin names the database plugin as a dependency; it uses none of it to install its hook.
    await app.register(fp(async () => undefined, { name: 'database' }));
    await app.register(authPlugin);
    await app.register(encryptedBodies);
    const hooks = new Map<string, unknown>();
    app.addHook('onRoute', (route) => void hooks.set(`${String(route.method)} ${route.url}`, route.preValidation));
    app.get('/open', async () => 'open');
    app.get('/member', { config: { auth: 'member' } }, async () => 'member');
    app.post('/sealed', { config: { encrypted: true } }, async () => 'sealed');
    app.post('/both', { config: { auth: 'real', encrypted: true } }, async () => 'both');
    await app.ready();
    expect(hooks.get('GET /open')).toBeUndefined();
    expect(hooks.get('GET /member')).toHaveLength(1);
    expect(hooks.get('POST /sealed')).toHaveLength(1);
    expect(hooks.get('POST /both')).toHaveLength(2);
    await app.close();
  });
});
