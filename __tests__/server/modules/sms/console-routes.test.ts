import type { FastifyInstance } from 'fastify';
import { ReportPath, type OutboxMessage } from '@common/contract/consoleReports';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';

const outbox = (app: FastifyInstance, who: Parameters<typeof consoleCall>[1]) => consoleCall<OutboxMessage[]>(app, who, 'GET', ReportPath.outbox);

describe.each(databases())('GET /console/api/outbox ($name)', (db) => {
  describe('with DEV_OUTBOX=true', () => {
    const t = suiteApp(db, { DEV_OUTBOX: 'true' });

    it('lists the kept SMS and email newest first, numbered; a merchant operator sees only its merchant messages', async () => {
      const { app } = t;
      await app.messaging.sms.send({ to: '+8801711000001', masked: '+880171***0001', text: 'MLOBBY code 123456', merchantCode: 'MLOBBY' });
      await app.messaging.email.send({ to: 'a@example.com', subject: 'Reset', text: '=cmd', merchantCode: 'OTHERCO' });
      await app.messaging.sms.send({ to: '+8801711000002', masked: '+880171***0002', text: 'MLOBBY code 654321', merchantCode: 'MLOBBY' });
      const mine = (await outbox(app, await operatorWith(app, ['support']))).body.value!;
      expect(mine.map((m) => [m.channel, m.to, m.merchantCode])).toEqual([
        ['sms', '+8801711000002', 'MLOBBY'],
        ['sms', '+8801711000001', 'MLOBBY'],
      ]);
      expect(mine[0]!.id).toBeGreaterThan(mine[1]!.id);
      const all = (await outbox(app, await operatorWith(app, ['owner'], null))).body.value!;
      expect(all.map((m) => m.channel)).toEqual(['sms', 'email', 'sms']);
      expect(all[1]).toMatchObject({ to: 'a@example.com', text: 'Reset\n\n=cmd', merchantCode: 'OTHERCO' });
    });

    it('needs outbox.view: finance is refused', async () => {
      expect((await outbox(t.app, await operatorWith(t.app, ['finance']))).status).toBe(403);
    });
  });

  describe('with the outbox off', () => {
    const t = suiteApp(db, { DEV_OUTBOX: 'false' });

    it('answers an empty list: nothing is kept', async () => {
      await t.app.messaging.sms.send({ to: '+8801711000001', masked: '+880171***0001', text: 'code 123456', merchantCode: 'MLOBBY' });
      const res = await outbox(t.app, await operatorWith(t.app, ['support']));
      expect([res.status, res.body.value]).toEqual([200, []]);
    });
  });
});
