import { ImageOff } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useFeedbackImage } from '../hooks/use-feedback-image.ts';

/** A feedback photo fetched with the staff token; grey while loading, a sign if it fails. */
export function FeedbackImage({
  fileName,
  alt,
  className,
  fit = 'cover',
}: {
  fileName: string;
  alt: string;
  className?: string;
  fit?: 'cover' | 'contain';
}) {
  const { t } = useTranslation('admin-content');
  const { url, failed } = useFeedbackImage(fileName);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={t('feedback.detail.imageFailed')}
        className={cn(
          'flex items-center justify-center bg-charcoal-100 text-charcoal-500',
          className,
        )}
      >
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  if (!url) {
    return <div className={cn('bg-charcoal-100 motion-safe:animate-pulse', className)} />;
  }
  return (
    <img
      src={url}
      alt={alt}
      className={cn(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
}
