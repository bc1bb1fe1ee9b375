import type { FeedbackCategory } from '@shop/shared';
import { MessageSquareText } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { feedbackSection, useFeedbackColumns } from '../feedback-section.tsx';
import { FeedbackDetail } from './feedback-detail.tsx';

/** The back office's Feedback screen: figures, filters, CSV export, the table, detail, delete. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('admin-content');
  const list = useSectionList(feedbackSection);
  const { category } = list.address.values;
  // Every category some feedback has (docs/product-rules.md#feedback), and the one chosen.
  const categories = new Set<FeedbackCategory>(list.query.data?.data.categories);
  if (category && category !== 'all') categories.add(category);
  return (
    <SectionPage
      list={list}
      icon={MessageSquareText}
      columns={useFeedbackColumns()}
      // Eight columns fit beside the sidebar only from a laptop's 1280 px, closer than the kit's
      // cells; below that each feedback is a card.
      cardsBelow="xl"
      dense
      choices={{
        category: [...categories].map((value) => ({
          value,
          label: t(`feedback.categories.${value}`),
        })),
        rating: ['5', '4', '3', '2', '1'].map((value) => ({
          value,
          label: t('feedback.ratingOption', { count: Number(value) }),
        })),
      }}
      view={FeedbackDetail}
    />
  );
}
