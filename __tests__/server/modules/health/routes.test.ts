import { build, databases } from '../../helpers/build';

describe.each(databases())('GET /healthz on $name', (db) => {
  it('answers 200 {status:"ok"} while the database answers, 503 once it does not', async () => {
    const t = await build(db);
    try {
      const up = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok' });
      expect(up.headers['cache-control']).toBe('no-store');

      await t.app.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error' });
    } finally {
      await t.close();
    }
  });
});
