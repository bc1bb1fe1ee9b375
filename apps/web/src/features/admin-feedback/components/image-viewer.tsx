import { Modal } from '@/components/ui/modal.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { FeedbackImage } from './feedback-image.tsx';

export interface ViewedImage {
  fileName: string;
  /** 1-based, of `count`. */
  number: number;
  count: number;
  name: string;
}

/** A feedback photo at full size, on a dark backdrop. */
export function ImageViewer({
  image,
  onClose,
}: {
  image: ViewedImage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const title = image
    ? t('feedback.detail.fullSize', { number: image.number, count: image.count })
    : '';
  return (
    <Modal open={image !== null} onClose={onClose} title={title} variant="lightbox" hideTitle>
      {image && (
        <figure className="flex flex-col items-center gap-3 p-4 pt-16">
          <FeedbackImage
            fileName={image.fileName}
            alt={t('feedback.detail.imageAlt', { number: image.number, name: image.name })}
            fit="contain"
            className="max-h-[75dvh] min-h-40 w-full min-w-40 rounded-2xl"
          />
          <figcaption className="rounded-full bg-charcoal-950 px-3 py-1 text-sm text-white">
            {title}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
