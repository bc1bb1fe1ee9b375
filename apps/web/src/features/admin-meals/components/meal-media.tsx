import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  ADMIN_MENU_MESSAGES,
  type AdminMeal,
  MAX_MEAL_IMAGES,
  MAX_MEAL_VIDEOS,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_MEGABYTES,
} from '@shop/shared';
import { Film, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import {
  checkPickedFiles,
  imageFileError,
  videoFileError,
} from '@/features/admin-categories/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** On edit, the URLs of the current files that stay, in order (null when adding a meal). */
export interface MealFiles {
  keptImages: readonly string[] | null;
  keptVideos: readonly string[] | null;
  newImages: readonly File[];
  newVideos: readonly File[];
}

interface MediaKind {
  max: number;
  tooMany: string;
  fileError: (file: File) => string | null;
}

const KINDS = {
  images: {
    max: MAX_MEAL_IMAGES,
    tooMany: ADMIN_MENU_MESSAGES.tooManyImages,
    fileError: imageFileError,
  },
  videos: {
    max: MAX_MEAL_VIDEOS,
    tooMany: ADMIN_MENU_MESSAGES.tooManyVideos,
    fileError: videoFileError,
  },
} satisfies Record<string, MediaKind>;

/** One kind of a meal's files in the form: those it keeps, those picked now, and the errors. */
function useMediaList(kind: MediaKind, current: readonly string[]) {
  const nextId = useRef(0);
  const [kept, setKept] = useState<string[]>([...current]);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const room = kind.max - kept.length - picked.length;
  return {
    kept,
    picked,
    errors,
    room,
    max: kind.max,
    pick(files: readonly File[]) {
      const { accepted, errors } = checkPickedFiles(files, room, kind.fileError, kind.tooMany);
      setErrors(errors);
      setPicked((list) => [
        ...list,
        ...accepted.map((file) => ({ id: `f${nextId.current++}`, file })),
      ]);
    },
    removePicked(id: string) {
      setErrors([]);
      setPicked((list) => list.filter((item) => item.id !== id));
    },
    removeKept(url: string) {
      setErrors([]);
      setKept((list) => list.filter((item) => item !== url));
    },
    /** Starts over from these files (the meal as it is now): nothing picked, no errors. */
    reset(next: readonly string[]) {
      setKept([...next]);
      setPicked([]);
      setErrors([]);
    },
  };
}

export type MediaList = ReturnType<typeof useMediaList>;

/**
 * The meal form's images (up to 8) and videos (up to 3): editing starts from the meal's own,
 * which can be removed; new files are checked as they are picked
 * (docs/product-rules.md#categories-and-meals).
 */
export function useMealMedia(meal: AdminMeal | null) {
  const images = useMediaList(KINDS.images, meal?.images ?? []);
  const videos = useMediaList(KINDS.videos, meal?.videos ?? []);
  const files = (): MealFiles => ({
    keptImages: meal ? images.kept : null,
    keptVideos: meal ? videos.kept : null,
    newImages: images.picked.map((item) => item.file),
    newVideos: videos.picked.map((item) => item.file),
  });
  /** The meal as it is now (after "changed meanwhile"): its own files, none picked. */
  const reset = (current: AdminMeal) => {
    images.reset(current.images);
    videos.reset(current.videos);
  };
  return { images, videos, files, reset };
}

const MEGABYTES = MAX_MENU_IMAGE_BYTES / 1024 / 1024;

/** The meal's current pictures (each removable) and new ones picked with previews. */
export function MealImagesField({ images, mealName }: { images: MediaList; mealName: string }) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  return (
    <FormField label={t('meals.form.images')} optional announce error={images.errors}>
      {(control) => (
        <div className="space-y-3">
          {images.kept.length > 0 && (
            <ul aria-label={t('files.current')} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {images.kept.map((url, index) => (
                <li
                  key={url}
                  className="relative aspect-square overflow-hidden rounded-xl bg-cream-200 ring-1 ring-charcoal-900/10"
                >
                  <img
                    src={url}
                    alt={t('files.imageAlt', { number: index + 1, name: mealName })}
                    className="size-full object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => images.removeKept(url)}
                    aria-label={t('files.removeImage', { number: index + 1 })}
                    className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-charcoal-950/75 text-white shadow transition hover:bg-red-600"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ImagePicker
            files={images.picked}
            max={images.max - images.kept.length}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            rules={t('files.imageRules', { megabytes: number(MEGABYTES) })}
            onPick={images.pick}
            onRemove={images.removePicked}
            control={control}
          />
        </div>
      )}
    </FormField>
  );
}

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
