import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { startMetricsListener } from '../lib/metrics/metrics-listener.ts';
import { refusalReason } from '../lib/metrics/refusal-reason.ts';
import { createShopMetrics, type ShopMetrics } from '../lib/metrics/shop-metrics.ts';
import { countPendingMail } from '../services/system/count-pending-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics & {
      /** A checkout route's onSend hook: counts a refusal (4xx) by its reason. */
      countCheckoutRefusal(
        request: FastifyRequest,
        reply: FastifyReply,
        payload: unknown,
      ): Promise<unknown>;
    };
  }
}

export interface MetricsPluginOptions {
  /** Where GET /metrics is served; undefined: nowhere (the counters count all the same). */
  listener?: { host: string; port: number };
}

/** The `use` label of the shop's open/closed status streams (the order feed's uses name theirs). */
const SHOP_STATUS_USE = 'shop status';

/** The label of a request that matched no route: raw URLs would make a label per address. */
const UNMATCHED = 'unmatched';

/** The app's Prometheus metrics: counted in every app, served only on their own listener. */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsPluginOptions) => {
  const metrics = createShopMetrics(
    {
      pendingMail: () =>
        countPendingMail(app.db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'the mail outbox was not counted for metrics');
          return Number.NaN;
        }),
      poolStats: () => app.database.poolStats(),
      openStreams: () =>
        new Map([
          ...app.liveFeed.openCount(),
          [SHOP_STATUS_USE, app.orderingStatusFeed.openCount()],
        ]),
    },
    { processMetrics: opts.listener !== undefined },
  );

  app.decorate('metrics', {
    ...metrics,
    countCheckoutRefusal: async (
      _request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ) => {
      if (reply.statusCode >= 400 && reply.statusCode < 500) {
        metrics.checkoutRefusals.inc({ reason: refusalReason(payload) });
      }
      return payload;
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const where = opts.listener;
  if (where) {
    let close = async () => {};
    app.addHook('onReady', async () => {
      const listener = await startMetricsListener(metrics.registry, where, (error) =>
        app.log.error({ err: error }, 'metrics were not collected'),
      );
      close = listener.close;
      app.log.info({ host: where.host, port: listener.port }, 'metrics listener started');
    });
    app.addHook('onClose', async () => {
      await close();
    });
  }
});
