import type { AdminFeedback } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import {
  adminQueryKeys,
  DetailItem,
  DetailList,
  dateWithTime,
  MissingImage,
} from '@/features/admin-common/index.ts';
import { withAdminToken } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { ApiError, apiUrl } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { CategoryBadge, StatusSelect } from '../feedback-section.tsx';

/**
 * GET /api/feedback/image/:fileName: a customer's private photo, which only an admin may see,
 * so it is fetched with the staff token (an <img> cannot send one) and shown from a Blob.
 */
function useFeedbackImage(fileName: string): string | null | undefined {
  const image = useQuery({
    // Outside the section's key: a change to the list leaves the photos as they are.
    queryKey: [...adminQueryKeys.section('feedback-image'), fileName],
    queryFn: ({ signal }) =>
      withAdminToken(async (token) => {
        const response = await fetch(apiUrl(`/feedback/image/${encodeURIComponent(fileName)}`), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          signal,
        });
        if (!response.ok) throw new ApiError(response.statusText, response.status);
        return response.blob();
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return;
    const created = URL.createObjectURL(image.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [image.data]);
  return image.isError ? null : url;
}

interface PhotoProps {
  fileName: string;
  number: number;
  name: string;
  className: string;
}

/** A feedback photo: grey while it loads, a sign if it cannot be shown. */
function Photo({ fileName, number, name, className }: PhotoProps) {
  const { t } = useTranslation('admin-content');
  const url = useFeedbackImage(fileName);
  if (url === null)
    return <MissingImage label={t('feedback.detail.imageFailed')} className={className} />;
  if (!url) return <div className={cn('bg-charcoal-100 motion-safe:animate-pulse', className)} />;
  return (
    <img src={url} alt={t('feedback.detail.imageAlt', { number, name })} className={className} />
  );
}

interface FeedbackDetailProps {
  feedback: AdminFeedback | null;
  onClose: () => void;
  onDelete: (feedback: AdminFeedback) => void;
}

/** One feedback in full, its status dropdown, and its photos (each opens at full size). */
export function FeedbackDetail({ feedback, onClose, onDelete }: FeedbackDetailProps) {
  const { t } = useTranslation('admin-content');
  const [viewed, setViewed] = useState<number | null>(null);
  const images = feedback?.images ?? [];
  const viewedTitle = t('feedback.detail.fullSize', {
    number: (viewed ?? 0) + 1,
    count: images.length,
  });
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
            {images.length > 0 && (
              <DetailItem label={t('feedback.detail.images')} wide>
                <ul className="mt-1 grid grid-cols-3 gap-3 sm:grid-cols-5">
                  {images.map((fileName, index) => (
                    <li key={fileName}>
                      <button
                        type="button"
                        aria-label={t('feedback.detail.openImage', { number: index + 1 })}
                        onClick={() => setViewed(index)}
                        className="block aspect-square w-full overflow-hidden rounded-xl ring-1 ring-charcoal-900/10 transition hover:ring-2 hover:ring-flame-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500"
                      >
                        <Photo
                          fileName={fileName}
                          number={index + 1}
                          name={feedback.name}
                          className="size-full object-cover"
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
          <Modal
            open={viewed !== null}
            onClose={() => setViewed(null)}
            title={viewedTitle}
            variant="lightbox"
            hideTitle
          >
            {viewed !== null && images[viewed] && (
              <figure className="flex flex-col items-center gap-3 p-4 pt-16">
                <Photo
                  fileName={images[viewed]}
                  number={viewed + 1}
                  name={feedback.name}
                  className="max-h-[75dvh] min-h-40 w-full min-w-40 rounded-2xl object-contain"
                />
                <figcaption className="rounded-full bg-charcoal-950 px-3 py-1 text-sm text-white">
                  {viewedTitle}
                </figcaption>
              </figure>
            )}
          </Modal>
        </>
      )}
    </Modal>
  );
}
