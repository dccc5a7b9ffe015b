import Fastify from 'fastify';
import { lazyRequestLog } from '../../../server/http/request-log';

/** A fastify app with the lazy request log, its lines collected, and a count of pino children made. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }, redact: { paths: ['*.password'], censor: '[redacted]' } },
    childLoggerFactory: lazyRequestLog,
    disableRequestLogging: true,
  });
  let children = 0;
  const child = app.log.child.bind(app.log);
  app.log.child = (...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  };
  app.get('/quiet', async (request) => {
    request.log.debug('below the level');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ body: { password: 'hunter22' } }, 'first');
    request.log.error('second');
    return { ok: true };
  });
  app.get('/level', async (request) => ({ level: request.log.level }));
  await app.ready();
  return { app, lines, children: () => children };
}

describe('request log', () => {
  it('makes no pino child for a request that writes nothing at an enabled level', async () => {
    const { app, lines, children } = await appAt('info');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes each line through one child carrying the request id, with the app's redaction", async () => {
    const { app, lines, children } = await appAt('info');
    await app.inject('/loud');
    expect(children()).toBe(1);
    expect(lines.map((l) => l.msg)).toEqual(['first', 'second']);
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(lines[1]!.reqId).toBe(lines[0]!.reqId);
    expect(JSON.stringify(lines[0])).not.toContain('hunter22');
    await app.close();
  });

  it("reports the app's level, and a level below it writes once the app allows it", async () => {
    const { app, lines } = await appAt('debug');
    expect((await app.inject('/level')).json()).toEqual({ level: 'debug' });
    await app.inject('/quiet');
    expect(lines.map((l) => l.msg)).toEqual(['below the level']);
    await app.close();
  });
});
