import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announceOrderStatusAfterCommit } from '../services/orders/announce-order-status.ts';

/**
 * After an order's status changed and the change committed: tell the live status streams
 * (NOTIFY). A failed announcement does not fail the request: the change stands.
 */
export async function afterOrderCommit(
  app: FastifyInstance,
  request: FastifyRequest,
  change: { customerId: string | null; orderId: string; historyId: number | null },
): Promise<void> {
  if (change.customerId === null || change.historyId === null) return;
  await announceOrderStatusAfterCommit(
    app.database,
    { customerId: change.customerId, orderId: change.orderId, historyId: change.historyId },
    (error) => request.log.warn({ err: error }, 'order status announcement failed'),
  );
}
