import {
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type Order,
  type OrderStatus,
  orderNumber,
  orderStatusConflictSchema,
  orderStatusWords,
} from '@shop/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys, useAdminNotifications } from '@/features/admin-common/index.ts';
import { i18n } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { deleteOrder } from '../api/delete-order.ts';
import { adminOrderQueryKeys } from '../api/query-keys.ts';
import { updateOrderStatus } from '../api/update-order-status.ts';

interface StatusChange {
  id: string;
  status: OrderStatus;
  notes: string;
  /** The status the admin saw: the server refuses the change if the order has moved on. */
  expectedStatus: OrderStatus;
}

/** Shows an order's new status and time in every list row and in its open details at once. */
function showStatus(
  queryClient: QueryClient,
  id: string,
  change: { status: OrderStatus; updatedAt: string },
) {
  queryClient.setQueriesData<AdminOrderListResponse>(
    { queryKey: adminOrderQueryKeys.lists },
    (list) =>
      list && {
        ...list,
        orders: list.orders.map((row) => (row.id === id ? { ...row, ...change } : row)),
      },
  );
  queryClient.setQueryData<AdminOrderDetail>(
    adminOrderQueryKeys.detail(id),
    (detail) => detail && { ...detail, ...change },
  );
}

/** Reads the orders again (the tiles, the timeline with the admin's name) and the badges. */
function refreshOrders(queryClient: QueryClient) {
  void refreshQueries(queryClient, [
    { queryKey: adminOrderQueryKeys.all },
    { queryKey: adminQueryKeys.stats },
  ]);
}

/** When the change was made: the order's newest timeline entry. */
function changedAt(order: Order): string {
  return order.timeline.at(-1)?.at ?? new Date().toISOString();
}

/**
 * Moves an order to a status. Success shows at once and adds 'Order #… status updated to …' to
 * the notifications. A conflict (another admin was first) toasts the server's words and shows
 * the order as it is now; any other failure toasts the spec's message.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const notify = useAdminNotifications((state) => state.add);
  return useMutation({
    mutationFn: ({ id, status, notes, expectedStatus }: StatusChange) =>
      updateOrderStatus(id, { status, notes: notes.trim() || null, expectedStatus }),
    onSuccess: (order) => {
      showStatus(queryClient, order.id, { status: order.status, updatedAt: changedAt(order) });
      notify({
        tone: 'success',
        orderId: order.id,
        message: i18n.t('admin-orders:notifications.statusUpdated', {
          number: orderNumber(order.id),
          status: orderStatusWords(order.status),
        }),
      });
      refreshOrders(queryClient);
    },
    onError: (error, { id }) => {
      const conflict =
        error instanceof ApiError && error.status === 409
          ? orderStatusConflictSchema.safeParse({
              error: error.code,
              message: error.message,
              details: error.details,
            })
          : null;
      if (conflict?.success) {
        const now = conflict.data.details.order;
        queryClient.setQueryData(adminOrderQueryKeys.detail(id), now);
        showStatus(queryClient, id, { status: now.status, updatedAt: now.updatedAt });
        toast.error(conflict.data.message);
      } else {
        toast.error(i18n.t('admin-orders:update.failed'));
      }
      refreshOrders(queryClient);
    },
  });
}

/**
 * Deletes a closed order; the outcome is told in the notifications
 * (docs/product-rules.md#back-office-shell).
 */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  const notify = useAdminNotifications((state) => state.add);
  return useMutation({
    mutationFn: (id: string) => deleteOrder(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminOrderQueryKeys.detail(id) });
      notify({
        tone: 'success',
        message: i18n.t('admin-orders:notifications.deleted', { id }),
      });
      refreshOrders(queryClient);
    },
    onError: (error, id) => {
      const message = error instanceof ApiError ? error.message : String(error);
      notify({
        tone: 'error',
        orderId: id,
        message: i18n.t('admin-orders:notifications.deleteFailed', { message }),
      });
      refreshOrders(queryClient);
    },
  });
}
