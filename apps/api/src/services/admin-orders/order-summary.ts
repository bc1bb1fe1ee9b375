import { orderLines, orders } from '@shop/db';
import { sql } from '@shop/db/orm';
import {
  type AdminOrderSummary,
  type Fulfilment,
  type OrderStatus,
  type PaymentMethod,
  toNrs,
} from '@shop/shared';
import { toPaymentView } from '../payments/payment-view.ts';
import { qualified } from './qualified.ts';

/*
 * The back office's row of an order (the `AdminOrderSummary` schema): the order as placed, and
 * the units ordered, counted in the same query.
 */

/**
 * Units ordered: a correlated sum over the order's lines (order_lines' order_id index), which
 * PostgreSQL evaluates only for the rows a page returns.
 */
export const orderItemCount =
  sql<number>`(select coalesce(sum(${qualified(orderLines.quantity)}), 0) from ${orderLines} where ${qualified(orderLines.orderId)} = ${qualified(orders.id)})`.mapWith(
    Number,
  );

export const orderSummaryColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  status: orders.status,
  totalPaisa: orders.totalPaisa,
  customerId: orders.customerId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  phone: orders.phone,
  deliveryAddress: orders.deliveryAddress,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paymentReference: orders.paymentReference,
  payBy: orders.payBy,
  itemCount: orderItemCount,
  fulfilment: orders.fulfilment,
  scheduledFor: orders.scheduledFor,
};

export interface OrderSummaryRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  totalPaisa: number;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  phone: string;
  deliveryAddress: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentReference: string | null;
  payBy: Date | null;
  itemCount: number;
  fulfilment: string;
  scheduledFor: Date | null;
}

export function toAdminOrderSummary(row: OrderSummaryRow): AdminOrderSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status as OrderStatus,
    total_amount: toNrs(row.totalPaisa),
    customerId: row.customerId,
    customerInfo: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.phone,
      address: row.deliveryAddress,
      paymentMethod: row.paymentMethod as PaymentMethod,
    },
    itemCount: row.itemCount,
    fulfilment: row.fulfilment as Fulfilment,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    payment: toPaymentView(row),
  };
}

/** The orders table as a page of summaries reads it (readPageByIds). */
export const orderTable = { table: orders, id: orders.id, columns: orderSummaryColumns };
