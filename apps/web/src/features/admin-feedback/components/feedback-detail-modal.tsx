import type { AdminFeedback } from '@shop/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { DetailItem, DetailList, dateWithTime } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CategoryBadge } from './category-badge.tsx';
import { FeedbackImage } from './feedback-image.tsx';
import { ImageViewer, type ViewedImage } from './image-viewer.tsx';
import { StatusSelect } from './status-select.tsx';

/** One feedback in full, its status dropdown, and its photos (each opens at full size). */
export function FeedbackDetailModal({
  feedback,
  onClose,
  onDelete,
}: {
  feedback: AdminFeedback | null;
  onClose: () => void;
  onDelete: (feedback: AdminFeedback) => void;
}) {
  const { t } = useTranslation('admin-content');
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  return (
    <Modal
      open={feedback !== null}
      onClose={onClose}
      title={t('feedback.detail.title')}
      className="max-w-2xl"
    >
      {feedback && (
        <>
          <DetailList>
            <DetailItem label={t('feedback.detail.customer')}>{feedback.name}</DetailItem>
            <DetailItem label={t('feedback.detail.email')}>
              <a
                className="text-flame-700 underline underline-offset-2"
                href={`mailto:${feedback.email}`}
              >
                {feedback.email}
              </a>
            </DetailItem>
            <DetailItem label={t('feedback.detail.category')}>
              <CategoryBadge category={feedback.category} />
            </DetailItem>
            <DetailItem label={t('feedback.detail.rating')}>
              <Stars rating={feedback.rating} />
            </DetailItem>
            <DetailItem label={t('feedback.detail.status')}>
              <StatusSelect feedback={feedback} />
            </DetailItem>
            <DetailItem label={t('feedback.detail.date')}>
              {dateWithTime(feedback.created_at)}
            </DetailItem>
            <DetailItem label={t('feedback.detail.message')} wide>
              <p className="rounded-2xl bg-cream-50 p-4 whitespace-pre-wrap ring-1 ring-charcoal-900/5">
                {feedback.message}
              </p>
            </DetailItem>
            {feedback.images.length > 0 && (
              <DetailItem label={t('feedback.detail.images')} wide>
                <ul className="mt-1 grid grid-cols-3 gap-3 sm:grid-cols-5">
                  {feedback.images.map((fileName, index) => (
                    <li key={fileName}>
                      <button
                        type="button"
                        aria-label={t('feedback.detail.openImage', { number: index + 1 })}
                        onClick={() =>
                          setViewed({
                            fileName,
                            number: index + 1,
                            count: feedback.images.length,
                            name: feedback.name,
                          })
                        }
                        className="block aspect-square w-full overflow-hidden rounded-xl ring-1 ring-charcoal-900/10 transition hover:ring-2 hover:ring-flame-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500"
                      >
                        <FeedbackImage
                          fileName={fileName}
                          alt={t('feedback.detail.imageAlt', {
                            number: index + 1,
                            name: feedback.name,
                          })}
                          className="size-full"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              </DetailItem>
            )}
          </DetailList>
          <div className="mt-8 flex justify-end">
            <Button
              variant="secondary"
              className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
              onClick={() => onDelete(feedback)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('feedback.detail.delete')}
            </Button>
          </div>
          <ImageViewer image={viewed} onClose={() => setViewed(null)} />
        </>
      )}
    </Modal>
  );
}
