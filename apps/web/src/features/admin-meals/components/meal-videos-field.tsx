import { ACCEPTED_VIDEO_TYPES, MAX_VIDEO_MEGABYTES } from '@shop/shared';
import { Film, X } from 'lucide-react';
import { FormField } from '@/components/ui/form-field.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import type { MediaList } from '../hooks/use-meal-media.ts';

/** The file name at the end of a stored video's URL. */
const fileNameOf = (url: string) => url.split('/').pop() ?? url;

interface VideoRowProps {
  name: string;
  tag?: string;
  removeLabel: string;
  onRemove: () => void;
}

function VideoRow({ name, tag, removeLabel, onRemove }: VideoRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-cream-50 px-3 py-2 ring-1 ring-charcoal-900/5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-charcoal-900 text-white">
        <Film className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-charcoal-800">{name}</span>
      {tag && (
        <span className="rounded-full bg-flame-100 px-2 py-0.5 text-xs font-semibold text-flame-800">
          {tag}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="flex size-9 items-center justify-center rounded-full text-charcoal-600 transition hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-flame-500"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The meal's current videos and newly picked ones (MP4 or WebM), each removable. */
export function MealVideosField({ videos }: { videos: MediaList }) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  const count = videos.kept.length + videos.picked.length;
  return (
    <FormField label={t('meals.form.videos')} optional announce error={videos.errors}>
      {(control) => (
        <div className="space-y-3">
          <input
            {...control}
            type="file"
            multiple
            accept={ACCEPTED_VIDEO_TYPES.join(',')}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (picked.length > 0) videos.pick(picked);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={control.id}
            className="flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-dashed border-charcoal-200 bg-cream-50 px-4 py-4 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-flame-500 peer-aria-invalid:border-red-400 hover:border-flame-300 hover:bg-flame-50/60"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-flame-100 text-flame-700">
              <Film className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-flame-700 underline underline-offset-2">
                {t('files.chooseVideos')}
              </span>
              <span className="mt-0.5 block text-xs text-charcoal-600">
                {t('files.videoRules', { megabytes: number(MAX_VIDEO_MEGABYTES) })}
              </span>
            </span>
            <span className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-semibold text-charcoal-700 tabular-nums ring-1 ring-charcoal-900/10">
              {t('files.videosChosen', { count, max: videos.max })}
            </span>
          </label>
          {count > 0 && (
            <ul aria-label={t('files.chosenVideos')} className="space-y-2">
              {videos.kept.map((url, index) => (
                <VideoRow
                  key={url}
                  name={fileNameOf(url)}
                  removeLabel={t('files.removeVideo', { number: index + 1 })}
                  onRemove={() => videos.removeKept(url)}
                />
              ))}
              {videos.picked.map((item, index) => (
                <VideoRow
                  key={item.id}
                  name={item.file.name}
                  tag={t('files.newFile')}
                  removeLabel={t('files.removeVideo', { number: videos.kept.length + index + 1 })}
                  onRemove={() => videos.removePicked(item.id)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
