import {
  type AdminDeliveryArea,
  adminDeliveryAreaListSchema,
  adminDeliveryAreaSchema,
} from '@shop/shared';
import { z } from 'zod';
import { defineSection, figureColumn, type SectionColumn } from '@/features/admin-common/index.ts';
import { deliveryAreasQueryKey } from '@/features/ordering-status/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { adminOrdering } from '@/i18n/locales/en/admin-ordering.ts';

/** The places a row shows before '+N more'. */
const PLACES_SHOWN = 3;

/**
 * GET /api/admin/delivery/areas: every area by name (a few dozen: one page, no filters). The
 * shop's checkout reads the public list, so it reads again after a change.
 */
export const deliveryAreasSection = defineSection({
  words: ['admin-ordering', 'areas'],
  nameOf: (area) => area.name,
  total: (response) => response.data.length,
  // Refused, with the reason, when the server keeps the area.
  deletePath: (area) => `/admin/delivery/areas/${area.id}`,
  deleteFailure: 'dialog',
  deleteNote: (area) => area.orderCount > 0,
  loadFailed: adminOrdering.areas.loadFailed,
  alsoStale: [deliveryAreasQueryKey],
  from: ['/admin/delivery/areas', z.object({}), adminDeliveryAreaListSchema],
});

/** A 409 of a stale save carries the area as it is now (`details.area`). */
export const changedArea = (details: unknown) =>
  z.object({ area: adminDeliveryAreaSchema }).safeParse(details).data?.area;

/** The areas' columns: name, fee, minimum, extra minutes, places and orders. */
export function useAreaColumns(): SectionColumn<AdminDeliveryArea>[] {
  const { t } = useTranslation('admin-ordering');
  const { money, number } = useFormat();
  const plain = (column: SectionColumn<AdminDeliveryArea>) => ({ ...column, sortable: false });
  return [
    {
      id: 'name',
      card: 'title',
      className: 'font-semibold text-charcoal-900',
      cell: (area) => area.name,
    },
    plain(figureColumn('fee', (area) => (area.fee > 0 ? money(area.fee) : t('areas.free')))),
    plain(
      figureColumn('minimum', (area) =>
        area.minimumOrder > 0 ? money(area.minimumOrder) : t('areas.noMinimum'),
      ),
    ),
    plain(
      figureColumn('extraMinutes', (area) =>
        area.extraMinutes > 0 ? t('areas.minutes', { count: area.extraMinutes }) : '—',
      ),
    ),
    {
      id: 'places',
      className: 'min-w-40 max-w-xs',
      cell: (area) => <Places places={area.places} />,
    },
    plain(figureColumn('orders', (area) => number(area.orderCount))),
  ];
}

function Places({ places }: { places: readonly string[] }) {
  const { t } = useTranslation('admin-ordering');
  const more = places.length - PLACES_SHOWN;
  return (
    <span className="flex flex-wrap gap-1">
      {places.slice(0, PLACES_SHOWN).map((place) => (
        <span
          key={place}
          className="rounded-full bg-cream-100 px-2 py-0.5 text-xs font-medium text-charcoal-700 ring-1 ring-charcoal-900/5"
        >
          {place}
        </span>
      ))}
      {more > 0 && (
        <span className="px-1 py-0.5 text-xs font-semibold text-charcoal-500">
          {t('areas.morePlaces', { count: more })}
        </span>
      )}
    </span>
  );
}
