import type { PoolStats } from '@shop/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read at scrape time. */
export interface MetricSources {
  /** Mail in the outbox not sent yet. */
  pendingMail(): Promise<number>;
  poolStats(): PoolStats;
  /** Live streams open in this process, by use. */
  openStreams(): ReadonlyMap<string, number>;
}

/** Request durations, in seconds: a page read is ~5 ms, a checkout ~50 ms, a stream minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The shop's metrics, in a registry of their own: every app (and a test process builds many)
 * has its own, never prom-client's global one. The process metrics (CPU, memory, event loop, GC)
 * start observers that live as long as the process, so they are only collected when asked for:
 * by the app that serves the metrics.
 */
export function createShopMetrics(sources: MetricSources, { processMetrics = false } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  return {
    registry,
    httpRequests: new Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed at checkout, by payment method',
      labelNames: ['payment_method'] as const,
      registers,
    }),
    checkoutRefusals: new Counter({
      name: 'shop_checkout_refusals_total',
      help: 'Checkouts refused, by the checkout rule that refused it, else the error code',
      labelNames: ['reason'] as const,
      registers,
    }),
    liveStreams: new Gauge({
      name: 'shop_live_streams_open',
      help: 'Live order feed streams open in this process, by use',
      labelNames: ['use'] as const,
      registers,
      collect() {
        for (const [use, open] of sources.openStreams()) this.set({ use }, open);
      },
    }),
    pendingMail: new Gauge({
      name: 'shop_mail_outbox_pending',
      help: 'Mail in the outbox not sent yet',
      registers,
      async collect() {
        this.set(await sources.pendingMail());
      },
    }),
    poolConnections: new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database pool: connections in all, idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = sources.poolStats();
        this.set({ state: 'total' }, stats.total);
        if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
        if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
