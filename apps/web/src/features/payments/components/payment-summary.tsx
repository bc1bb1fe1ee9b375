import type { Order } from '@shop/shared';
import { cn } from '@/lib/cn.ts';
import { usePaymentWords } from '../payment-words.ts';

/**
 * One line naming how an order is paid, where that stands and the wallet's reference:
 * 'Paid with eSewa · ref 000AWEO', 'Khalti · Payment pending', 'Cash on delivery · Unpaid'.
 */
export function PaymentSummary({
  order,
  className,
}: {
  order: Pick<Order, 'payment' | 'status'>;
  className?: string;
}) {
  const words = usePaymentWords()(order);
  return (
    <span data-testid="payment-summary" data-payment={words.status} className={cn(className)}>
      {words.headline}
      {words.reference && (
        <>
          {' · '}
          <span className="font-mono break-all">{words.reference}</span>
        </>
      )}
    </span>
  );
}
