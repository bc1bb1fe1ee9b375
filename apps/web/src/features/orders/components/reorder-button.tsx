import type { Order, ReorderResponse } from '@shop/shared';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useReorder } from '../hooks/use-reorder.ts';

function ReorderChanges({ result, onClose }: { result: ReorderResponse; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { money } = useFormat();
  const anything = result.items.length > 0;
  return (
    <Modal open onClose={onClose} title={t('reorder.changesTitle')}>
      <p className="mt-3 text-charcoal-600">
        {anything ? t('reorder.changesLead') : t('reorder.nothingLead')}
      </p>
      <ul className="mt-4 space-y-2">
        {result.changes.map((change) => (
          <li
            key={`${change.mealId ?? change.name}-${change.kind}`}
            className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
          >
            {change.kind === 'price_changed' && change.newPrice !== null
              ? t('reorder.priceChanged', {
                  name: change.name,
                  now: money(change.newPrice),
                  was: money(change.oldPrice),
                })
              : change.kind === 'unavailable'
                ? t('reorder.unavailable', { name: change.name })
                : t('reorder.removed', { name: change.name })}
          </li>
        ))}
      </ul>
      <div className="mt-7 flex justify-end">
        {anything ? (
          <ButtonLink to="/cart" size="lg" onClick={onClose}>
            {t('reorder.goToCart')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/meals" size="lg" onClick={onClose}>
            {t('reorder.browse')}
          </ButtonLink>
        )}
      </div>
    </Modal>
  );
}

/** Reorder: this order's meals into the cart at today's prices, telling what changed. */
export function ReorderButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { mutation, changes, dismissChanges } = useReorder(order.id);
  return (
    <>
      <Button
        variant="dark"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        className="w-full"
      >
        {mutation.isPending ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <RotateCcw className="size-4" aria-hidden="true" />
        )}
        {mutation.isPending ? t('reorder.working') : t('reorder.action')}
      </Button>
      {changes && <ReorderChanges result={changes} onClose={dismissChanges} />}
    </>
  );
}
