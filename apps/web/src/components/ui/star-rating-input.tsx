import { Star } from 'lucide-react';
import { useState } from 'react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldControlProps } from './form-field.tsx';

const STARS = [1, 2, 3, 4, 5] as const;
/** The word for each star count, `common:rating.word.<word>`. */
const RATING_WORDS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const;

interface StarRatingInputProps {
  /** 1–5, or 0 for no choice yet. */
  value: number;
  onChange: (rating: number) => void;
  /** The radio group's name; unique per form. */
  name: string;
  control: FieldControlProps;
  size?: 'md' | 'lg';
}

/**
 * Five stars on native radio buttons: Tab reaches the group, the arrow keys choose, and the
 * pointer previews a rating on hover.
 */
export function StarRatingInput({
  value,
  onChange,
  name,
  control,
  size = 'lg',
}: StarRatingInputProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  const word = RATING_WORDS[shown - 1];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <div
        role="radiogroup"
        {...control}
        aria-required="true"
        className="-ml-1 flex"
        onMouseLeave={() => setPreview(0)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setPreview(star)}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-xl transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-flame-500',
              size === 'lg' ? 'size-12' : 'size-11',
            )}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('rating.star', { count: star })}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn(
                'transition duration-150',
                size === 'lg' ? 'size-9' : 'size-8',
                star <= shown
                  ? 'fill-mustard-400 text-mustard-500'
                  : 'fill-transparent text-charcoal-400',
                star === preview && 'scale-110',
              )}
            />
          </label>
        ))}
      </div>
      <p aria-hidden="true" className="min-w-24 text-sm font-semibold text-charcoal-700">
        {word
          ? t('rating.chosen', { rating: number(shown), word: t(`rating.word.${word}`) })
          : t('rating.notRated')}
      </p>
    </div>
  );
}
