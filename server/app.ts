/**
 * buildApp(config): the whole server as a fastify instance (tests use inject, main.ts listens).
 * Cross-cutting plugins first (config, database, keys, errors, security headers, rate limit, compression,
 * body parsing, auth, file storage, the wallet's guard registry), then the domain modules.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import './context';
import type { DatabaseHandle } from './db/connection';
import { typeboxValidatorCompiler } from './http/typebox';
import { cachedSerializerCompiler } from './http/serializers';
import { operatorScope } from './plugins/operator-auth';
import { CONSOLE_API } from '@common/contract/operator';
import { authPlugin } from './plugins/auth';
import { compression } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { encryptedBodies } from './plugins/encrypted-body';
import { errorHandling, frameworkErrors, MAX_PATH_PARAM_CHARS } from './plugins/errors';
import { formBody } from './plugins/form-body';
import { housekeepingPlugin } from './plugins/housekeeping';
import { openapiPlugin } from './plugins/openapi';
import { gateway } from './plugins/gateway';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { storagePlugin } from './plugins/storage';
import { createTestClock, testClockRoutes } from './plugins/test-clock';
import { agentConsoleRoutes, agentPayoutReviewSource, agentPlugin, agentReferrerCodes, agentRoutes } from './modules/agent';
import { agreementConsoleRoutes, agreementRoutes } from './modules/agreement';
import { announcementConsoleRoutes, announcementImageRoutes } from './modules/announcements';
import { announcementRoutes } from './modules/announcements';
import { captchaRoutes } from './modules/captcha';
import { iconRoutes } from './modules/catalog';
import { catalogConsoleRoutes, catalogLgwRoutes, catalogRoutes } from './modules/catalog';
import { cryptoRoutes } from './modules/crypto';
import { openKeyring } from './modules/crypto';
import { healthRoutes } from './modules/health';
import { launchRoutes } from './modules/launch';
import { lotteryConsoleRoutes, lotteryIconRoutes } from './modules/lottery';
import { lotteryOrderRoutes } from './modules/lottery';
import { lotteryDrawConsoleRoutes, lotteryRoutes } from './modules/lottery';
import { lotteryScheduler } from './modules/lottery';
import { passwordRoutes } from './modules/member';
import { memberConsoleRoutes, memberRoutes } from './modules/member';
import { merchantConsoleRoutes } from './modules/merchant';
import { apiKeyRoutes, operatorManagementRoutes, operatorSessionRoutes } from './modules/operator';
import { auditConsoleRoutes, auditSealerPlugin } from './modules/audit';
import { seamlessRoutes, vendorCredentialConsoleRoutes } from './modules/seamless';
import { winnerRoutes } from './modules/seamless';
import { sessionConsoleRoutes, sessionRoutes } from './modules/session';
import { faviconRoute, siteRedirects, siteRoutes } from './modules/site';
import { consoleAppRoutes } from './modules/site';
import { devOutboxMessaging, type Messaging } from './modules/sms';
import { devOutboxRoutes, outboxConsoleRoutes, smsRoutes } from './modules/sms';
import { systemRoutes } from './modules/system';
import { walletAdjustmentApproval, walletAdjustmentReviewSource, walletConsoleRoutes, walletPlugin, walletRoutes } from './modules/wallet';
import { approvalRoutes } from './modules/approvals';
import { depositReviewSource, paymentCallbackRoutes, paymentConsoleRoutes, paymentRoutes } from './modules/payments';
import { reviewRoutes } from './modules/review';
import { feedPlugin } from './modules/feed';
import { transferConsoleRoutes, transferPlugin, transferRoutes } from './modules/transfer';
import { fileLinkRoutes } from './modules/files';
import { kycReviewSource, kycRoutes } from './modules/kyc';
import { inboxConsoleRoutes, inboxRoutes } from './modules/inbox';
import { chatConsoleRoutes, chatRoutes } from './modules/chat';
import { protectionConsoleRoutes, protectionPlugin, protectionRoutes } from './modules/protection';
import { loyaltyConsoleRoutes, loyaltyPlugin, loyaltyRoutes } from './modules/loyalty';
import { applicationRoutes, awardRoutes, awardsPlugin, bonusRoutes, promotionConsoleRoutes, rewardApplicationReviewSource, promotionImageRoutes, promotionRoutes, promotionsPlugin, promotionWageringPlugin } from './modules/promotions';
import { turnoverPlugin } from './modules/turnover';
import { withdrawalConsoleRoutes, withdrawalReviewSource, withdrawalRoutes, withdrawalsPlugin } from './modules/withdrawals';
import { lazyRequestLog } from './http/request-log';
import { HOUSE_SLOT_PREFIX } from './vendors/house-slot/adapter';
import { houseSlotRoutes } from './vendors/house-slot/routes';
import { SIMULATOR_PREFIX } from './vendors/simulator/adapter';
import { simulatorRoutes } from './vendors/simulator/routes';
import { TRANSFER_SIM_PREFIX } from './vendors/transfer-sim/prefix';
import { transferSimRoutes } from './vendors/transfer-sim/routes';
import { simulatorFaults } from './vendors/transfer-sim';
import { GATEWAY_SIMULATOR_PREFIX } from './channels/gateway-simulator/adapter';
import { gatewaySimulatorRoutes } from './channels/gateway-simulator/routes';

/** Secrets never reach the log, even at trace level or if a request's headers or body get logged. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.encryption',
  // The console's session cookie; API keys come in the Authorization header above.
  'req.headers.cookie',
  ...['password', 'oldPassword', 'newPassword', 'confirmPassword', 'transactionPassword', 'oldPaymentPassword', 'newPaymentPassword']
    .flatMap((field) => [field, `*.${field}`]),
  ...['token', 'resetToken', 'messageCode', 'firebaseIdToken', 'captcha', 'secret', 'secretHash', 'tokenHash'].flatMap((field) => [field, `*.${field}`]),
];

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** An opened, migrated database the app takes over (and closes); default: open config's. */
  database?: DatabaseHandle;
  /** The clock (epoch ms); tests pass one they can move. Default Date.now. */
  now?: () => number;
  /** Where log lines go (pino writes one JSON line per call); default stdout. */
  logStream?: { write(line: string): void };
  /** SMS and email providers; default the dev outbox (server/modules/sms/providers.ts). */
  messaging?: Messaging;
}

/**
 * Builds the server on its database (opened and migrated here unless one is given); it seeds
 * nothing: demo data is the start script's and the test helpers' business (server/seed).
 * close() releases everything.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, stream: options.logStream, redact: { paths: REDACTED, censor: '[redacted]' } },
    childLoggerFactory: lazyRequestLog,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_CHARS },
    frameworkErrors,
  });
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.setSerializerCompiler(cachedSerializerCompiler);
  // The API speaks JSON (uploads add multipart where they need it); plain text is a wrong content type.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  // TEST_CLOCK (never in production): a clock the browser tests move forward; a test's own clock wins.
  const testClock = config.testClock && !options.now ? createTestClock() : null;
  const now = options.now ?? testClock?.now ?? (() => Date.now());
  app.decorate('now', now);

  try {
    await app.register(databasePlugin, { config, handle: options.database });
    app.decorate('keyring', await openKeyring(app.db));
    app.decorate('messaging', options.messaging ?? devOutboxMessaging(app.log, config.devOutbox, now));
    app.decorate('referrerCodes', agentReferrerCodes);
    await app.register(errorHandling);
    // Its hooks run before the rate limit's and the gateways', so their refusals carry the headers too.
    await app.register(securityHeaders);
    // Before every route: it documents and lists each one as it is added.
    await app.register(openapiPlugin);
    await app.register(rateLimitPlugin, { config });
    await app.register(compression);
    await app.register(formBody);
    await app.register(authPlugin);
    await app.register(encryptedBodies);
    await app.register(housekeepingPlugin);
    await app.register(storagePlugin);
    await app.register(auditSealerPlugin);
    // Before every module: a module that registers a wallet guard declares dependencies: ['wallet'].
    await app.register(walletPlugin);
    // Player protection's wallet guard (stakes, deposits, agent top-ups).
    await app.register(protectionPlugin);
    await app.register(lotteryScheduler);
    // The posting feed, then the modules whose consumers it runs (each depends on 'feed').
    await app.register(feedPlugin);
    await app.register(turnoverPlugin);
    await app.register(withdrawalsPlugin);
    await app.register(promotionsPlugin);
    // Bonus wagering: its feed consumer, the withdrawals' bonus reader, the forfeit at a block, the expiry job.
    await app.register(promotionWageringPlugin);
    // Cashback and rebate: ended periods settled once the turnover consumer has passed them.
    await app.register(awardsPlugin);
    // Loyalty: the points and race consumers, the level rebate for rebate promotions, the loyalty job.
    await app.register(loyaltyPlugin);
    // Agents: the figures consumer and the settlement job.
    await app.register(agentPlugin);
    // Transfer-wallet vendors: held transfers queried until known, idle vendor balances swept back (every node).
    await app.register(transferPlugin);

    const wps: FastifyPluginAsync[] = [
      systemRoutes,
      cryptoRoutes,
      sessionRoutes,
      captchaRoutes,
      memberRoutes,
      passwordRoutes,
      smsRoutes,
      agentRoutes,
      walletRoutes,
      catalogRoutes,
      launchRoutes,
      winnerRoutes,
      announcementRoutes,
      lotteryRoutes,
      withdrawalRoutes,
      paymentRoutes,
      kycRoutes,
      inboxRoutes,
      chatRoutes,
      protectionRoutes,
      agreementRoutes,
      promotionRoutes,
      bonusRoutes,
      awardRoutes,
      applicationRoutes,
      loyaltyRoutes,
      transferRoutes,
    ];
    // The outbox shows SMS codes and reset links: only with DEV_OUTBOX=true (never in production),
    // and then only to clients on this machine (server/modules/sms/routes.ts).
    if (config.devOutbox) wps.push(devOutboxRoutes);
    await app.register(gateway(wps), { prefix: '/wps' });
    await app.register(gateway([catalogLgwRoutes, lotteryOrderRoutes]), { prefix: '/lgw' });
    // The operator console's API: cookie sessions or API keys, and a permission declared on every route.
    await app.register(
      operatorScope([
        operatorSessionRoutes,
        operatorManagementRoutes,
        apiKeyRoutes,
        auditConsoleRoutes,
        approvalRoutes([walletAdjustmentApproval]),
        // The review queues, one source per kind (docs/payments.md "Review queues and the console").
        reviewRoutes([walletAdjustmentReviewSource, depositReviewSource, withdrawalReviewSource, kycReviewSource, rewardApplicationReviewSource, agentPayoutReviewSource]),
        memberConsoleRoutes,
        sessionConsoleRoutes,
        walletConsoleRoutes,
        lotteryConsoleRoutes,
        outboxConsoleRoutes,
        merchantConsoleRoutes,
        catalogConsoleRoutes,
        vendorCredentialConsoleRoutes,
        lotteryDrawConsoleRoutes,
        announcementConsoleRoutes,
        paymentConsoleRoutes,
        withdrawalConsoleRoutes,
        fileLinkRoutes,
        inboxConsoleRoutes,
        chatConsoleRoutes,
        protectionConsoleRoutes,
        agreementConsoleRoutes,
        promotionConsoleRoutes,
        loyaltyConsoleRoutes,
        agentConsoleRoutes,
        transferConsoleRoutes,
      ]),
      { prefix: CONSOLE_API },
    );
    // Vendors' signed wallet calls: no site headers, so outside the gateways.
    await app.register(seamlessRoutes);
    // Payment providers' signed callbacks: no site headers either.
    await app.register(paymentCallbackRoutes);
    // House vendors' game servers: they reach the wallet only through the signed API above.
    await app.register(houseSlotRoutes, { prefix: HOUSE_SLOT_PREFIX });
    await app.register(simulatorRoutes, { prefix: SIMULATOR_PREFIX });
    // The transfer-wallet vendor simulator's game page; its demo control (the fault queue) only outside production.
    await app.register(transferSimRoutes, { prefix: TRANSFER_SIM_PREFIX, faults: config.nodeEnv !== 'production' ? simulatorFaults : undefined });
    // The payment-gateway simulator pays with test money: never in production.
    if (config.nodeEnv !== 'production') await app.register(gatewaySimulatorRoutes, { prefix: GATEWAY_SIMULATOR_PREFIX });
    if (testClock) await app.register(testClockRoutes(testClock));
    await app.register(healthRoutes);
    await app.register(iconRoutes);
    await app.register(lotteryIconRoutes);
    await app.register(announcementImageRoutes);
    await app.register(promotionImageRoutes);
    await app.register(siteRedirects);
    await app.register(faviconRoute);
    await app.register(siteRoutes, { prefix: '/m' });
    await app.register(consoleAppRoutes);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
