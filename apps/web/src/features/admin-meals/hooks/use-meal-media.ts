import {
  ADMIN_MENU_MESSAGES,
  type AdminMeal,
  MAX_MEAL_IMAGES,
  MAX_MEAL_VIDEOS,
} from '@shop/shared';
import { useRef, useState } from 'react';
import type { PickedFile } from '@/components/ui/image-picker.tsx';
import {
  checkPickedFiles,
  imageFileError,
  videoFileError,
} from '@/features/admin-categories/index.ts';
import type { MealFiles } from '../meal-form-data.ts';

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
