import { type KitchenMoveRequest, type KitchenTicket, orderNumber } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateError, useTranslation } from '@/i18n/index.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { moveTicket } from '../api/move-ticket.ts';
import { KITCHEN_TICKETS_KEY } from './use-kitchen-tickets.ts';

interface Move {
  ticket: KitchenTicket;
  to: KitchenMoveRequest['status'];
}

/**
 * A ticket's big button: the ticket moves to its next column at once, and the list is read
 * again either way. A refusal (someone moved it meanwhile, a role that may not) is told in
 * the language shown and the ticket goes back where the server says it is.
 */
export function useMoveTicket() {
  const { t } = useTranslation('kitchen');
  const queryClient = useQueryClient();
  const refresh = () => refreshQueries(queryClient, [{ queryKey: KITCHEN_TICKETS_KEY }]);
  return useMutation({
    mutationFn: ({ ticket, to }: Move) => moveTicket(ticket.id, ticket.status, to),
    onMutate: async ({ ticket, to }: Move) => {
      await queryClient.cancelQueries({ queryKey: KITCHEN_TICKETS_KEY });
      queryClient.setQueryData<KitchenTicket[]>(KITCHEN_TICKETS_KEY, (tickets) =>
        tickets?.map((each) => (each.id === ticket.id ? { ...each, status: to } : each)),
      );
    },
    onError: (error, { ticket }) => {
      toast.error(t('ticket.moveFailed'), {
        description: `${orderNumber(ticket.id)}: ${translateError(error)}`,
      });
    },
    onSettled: refresh,
  });
}
