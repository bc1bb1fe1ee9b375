import type { KitchenTicket } from '@shop/shared';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { translateError, useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';

/** Prints the ticket on the kitchen's printer (the printed kitchen ticket of the order). */
export function PrintTicketButton({ ticket }: { ticket: KitchenTicket }) {
  const { t } = useTranslation('kitchen');
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      // Fetched on the first print: the display's own code stays small, as printing is rare.
      const { printOrderDocument } = await import('@/features/order-printing/index.ts');
      await printOrderDocument(ticket.id, 'ticket');
    } catch (error) {
      toast.error(t('ticket.printFailed'), {
        description: `${ticket.number}: ${translateError(error)}`,
      });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <button
      type="button"
      onClick={print}
      disabled={printing}
      aria-label={`${t('ticket.print')} ${ticket.number}`}
      title={t('ticket.print')}
      className="inline-flex min-h-16 w-16 shrink-0 items-center justify-center rounded-xl border-2 border-charcoal-300 bg-white text-charcoal-800 transition hover:border-charcoal-900 hover:bg-charcoal-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-mustard-400 disabled:opacity-60"
    >
      <Printer className="size-7" aria-hidden="true" />
    </button>
  );
}
