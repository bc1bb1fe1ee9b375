import { CalendarSearch } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { eventsSection } from '../events-section.tsx';
import { EventCard } from './event-card.tsx';
import { EventFormDialog } from './event-form.tsx';

/** /admin/events (docs/product-rules.md#events-and-coupons): the events as cards. */
export function AdminEventsPage() {
  return (
    <SectionPage
      list={useSectionList(eventsSection)}
      icon={CalendarSearch}
      card={EventCard}
      skeleton="image-cards"
      form={EventFormDialog}
    />
  );
}
