import { CalendarSearch } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { eventsSection } from '../events-section.tsx';
import { EventCard } from './event-card.tsx';
import { EventFormDialog } from './event-form.tsx';

/** /admin/events (docs/product-rules.md#events-and-coupons): the events as cards. */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-promotions');
  return (
    <SectionPage
      list={useSectionList(eventsSection)}
      icon={CalendarSearch}
      card={(event, actions) => <EventCard event={event} actions={actions} />}
      skeleton="image-cards"
      form={(event, close) => <EventFormDialog event={event} onClose={close} />}
      deleteNote={(event) =>
        event.coupon_code && (
          <p className="text-charcoal-600">
            {t('events.delete.couponNote', { code: event.coupon_code })}
          </p>
        )
      }
    />
  );
}
