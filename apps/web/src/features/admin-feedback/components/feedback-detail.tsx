import type { AdminFeedback } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import {
  adminApi,
  adminQueryKeys,
  DetailFacts,
  DetailView,
  dateWithTime,
  EmailLink,
  MediaGrid,
  MessageBox,
  MissingImage,
  RowAction,
  type SectionViewProps,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { CategoryBadge, StatusSelect } from '../feedback-section.tsx';

/**
 * A customer's private photo (GET /api/feedback/image/:fileName), which only an admin may see:
 * fetched with the staff token (an <img> cannot send one) and shown from a Blob; null if it
 * cannot be. Its key is outside the section's, so a change to the list leaves it be.
 */
function usePhotoUrl(fileName: string): string | null | undefined {
  const photo = useQuery({
    queryKey: [...adminQueryKeys.section('feedback-photo'), fileName],
    queryFn: ({ signal }) =>
      adminApi.blob(`/feedback/image/${encodeURIComponent(fileName)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photo.data) return;
    const created = URL.createObjectURL(photo.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo.data]);
  return photo.isError ? null : url;
}

/** A feedback's photo: grey while it loads, a sign if it cannot be shown. */
function Photo({ fileName, alt, className }: { fileName: string; alt: string; className: string }) {
  const { t } = useTranslation('admin-content');
  const url = usePhotoUrl(fileName);
  if (url === null)
    return <MissingImage label={t('feedback.detail.imageFailed')} className={className} />;
  return url ? (
    <img src={url} alt={alt} className={className} />
  ) : (
    <div className={cn(className, 'bg-charcoal-100 motion-safe:animate-pulse')} />
  );
}

/** One feedback in full, its status dropdown, and its photos (each opens at full size). */
export function FeedbackDetail({
  record: feedback,
  onClose,
  onDelete,
}: SectionViewProps<AdminFeedback>) {
  const { t } = useTranslation('admin-content');
  const [viewed, setViewed] = useState<number | null>(null);
  const { name, images } = feedback;
  const words = (key: string) => t(`feedback.detail.${key}` as 'feedback.detail.title');
  const alt = (index: number) => t('feedback.detail.imageAlt', { number: index + 1, name });
  const fullSize = t('feedback.detail.fullSize', {
    number: (viewed ?? 0) + 1,
    count: images.length,
  });
  const photos = (
    <MediaGrid
      urls={images}
      className="grid-cols-3 sm:grid-cols-5"
      item={(fileName, index) => (
        <button
          type="button"
          aria-label={t('feedback.detail.openImage', { number: index + 1 })}
          onClick={() => setViewed(index)}
          className="block aspect-square w-full overflow-hidden rounded-xl ring-1 ring-charcoal-900/10 transition hover:ring-2 hover:ring-flame-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500"
        >
          <Photo fileName={fileName} alt={alt(index)} className="size-full object-cover" />
        </button>
      )}
    />
  );
  return (
    <DetailView
      title={words('title')}
      onClose={onClose}
      className="sm:max-w-2xl"
      actions={
        <RowAction
          label={t('feedback.table.delete', { name })}
          icon={Trash2}
          tone="danger"
          text={words('delete')}
          onClick={() => onDelete(feedback)}
        />
      }
    >
      <DetailFacts
        words={words}
        wide={['message', 'images']}
        facts={{
          customer: name,
          email: <EmailLink email={feedback.email} />,
          category: <CategoryBadge category={feedback.category} />,
          rating: <Stars rating={feedback.rating} />,
          status: <StatusSelect feedback={feedback} />,
          date: dateWithTime(feedback.created_at),
          message: <MessageBox text={feedback.message} />,
          images: images.length > 0 ? photos : null,
        }}
      />
      <Modal
        open={viewed !== null}
        onClose={() => setViewed(null)}
        title={fullSize}
        variant="lightbox"
        hideTitle
      >
        {viewed !== null && images[viewed] && (
          <figure className="flex flex-col items-center gap-3 p-4 pt-16">
            <Photo
              fileName={images[viewed]}
              alt={alt(viewed)}
              className="max-h-[75dvh] min-h-40 w-full min-w-40 rounded-2xl object-contain"
            />
            <figcaption className="rounded-full bg-charcoal-950 px-3 py-1 text-sm text-white">
              {fullSize}
            </figcaption>
          </figure>
        )}
      </Modal>
    </DetailView>
  );
}
