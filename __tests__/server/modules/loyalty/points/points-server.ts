/**
 * A server process for the points process tests: server/main.ts's start (settings from the
 * environment, database opened, app listening, SIGTERM closing it), with the loyalty points
 * consumer's feed worker run beside the app's own — as the feed plugin runs it, under its lease —
 * until server/app.ts registers the loyalty module (then the app runs it and this adds nothing).
 */
import { buildApp } from '../../../../../server/app';
import { loadConfig } from '../../../../../server/config';
import { leaseFor } from '../../../../../server/db/lease';
import { LeasedLoop } from '../../../../../server/db/leased-loop';
import { catchUp, FEED_BATCH_SIZE } from '../../../../../server/modules/feed';
import { loyaltyPointsConsumer } from '../../../../../server/modules/loyalty/points';
import { openStartDatabase } from '../../../../../server/seed';

const IDLE_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config, { database: await openStartDatabase(config, { now: Date.now() }) });
  const consumer = loyaltyPointsConsumer;
  const worker =
    config.feedWorkers && !app.feedConsumers.some((c) => c.name === consumer.name)
      ? new LeasedLoop({
          name: `feed ${consumer.name}`,
          lease: leaseFor(app.database, consumer.leaseKey, (err) => app.log.warn({ err }, 'points lease lost')),
          log: app.log,
          step: async () => {
            await catchUp(app.db, consumer, FEED_BATCH_SIZE, () => app.now());
            return IDLE_MS;
          },
          errorRetryMs: IDLE_MS,
        })
      : null;
  worker?.start();
  process.on('SIGTERM', () => {
    void (async () => {
      await worker?.stop();
      await app.close();
      process.exit(0);
    })();
  });
  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
