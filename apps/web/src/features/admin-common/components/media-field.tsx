import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  ADMIN_MENU_MESSAGES,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_MEGABYTES,
} from '@shop/shared';
import { Film, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field.tsx';
import { DropZone, ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/*
 * The forms' checks on picked files, in the server's own words. The browser knows a file only
 * by its name and size; the server decodes every picture and reads every video's bytes, so
 * these checks only answer sooner.
 */

const imageTypes: readonly string[] = ACCEPTED_IMAGE_TYPES;
const videoTypes: readonly string[] = ACCEPTED_VIDEO_TYPES;

export function imageFileError(file: File): string | null {
  if (!imageTypes.includes(file.type)) return ADMIN_MENU_MESSAGES.notAnImage(file.name);
  if (file.size > MAX_MENU_IMAGE_BYTES) return ADMIN_MENU_MESSAGES.imageTooLarge(file.name);
  return null;
}

export function videoFileError(file: File): string | null {
  if (!videoTypes.includes(file.type)) return ADMIN_MENU_MESSAGES.notAVideo(file.name);
  if (file.size > MAX_VIDEO_BYTES) return ADMIN_MENU_MESSAGES.videoTooLarge(file.name);
  return null;
}

/**
 * Newly picked files against a limit on how many there may be in all: a pick that would pass
 * it is refused whole; otherwise the good files are kept and each bad one is named.
 */
export function checkPickedFiles(
  picked: readonly File[],
  room: number,
  fileError: (file: File) => string | null,
  tooMany: string,
) {
  if (picked.length > room) return { accepted: [], errors: [tooMany] };
  const errors = picked.map(fileError).filter((error) => error !== null);
  return { accepted: picked.filter((file) => fileError(file) === null), errors };
}

/**
 * How many files a media field takes, whether they are videos, and the words for a pick of too
 * many: without them a pick is not checked here (the server checks it).
 */
export interface MediaKind {
  max: number;
  videos?: boolean;
  tooMany?: string;
}

/**
 * A field's files: the record's own that it keeps (URLs, removable), those picked now, and the
 * errors of the last pick. A field of one file replaces its pick; an unchecked one keeps the
 * last files that fit.
 */
export function useMediaList(kind: MediaKind, current: readonly string[], onEdit?: () => void) {
  const nextId = useRef(0);
  const [kept, setKept] = useState<string[]>([...current]);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const single = kind.max === 1;
  const room = kind.max - kept.length - (single ? 0 : picked.length);
  const fileError = kind.videos ? videoFileError : imageFileError;
  const edited = (next: string[] = []) => {
    onEdit?.();
    setErrors(next);
  };
  return {
    kept,
    picked,
    errors,
    max: kind.max,
    videos: kind.videos,
    pick(files: readonly File[]) {
      const { accepted, errors } = kind.tooMany
        ? checkPickedFiles(files, room, fileError, kind.tooMany)
        : { accepted: files.slice(-room), errors: [] };
      edited(errors);
      const added = accepted.map((file) => ({ id: `f${nextId.current++}`, file }));
      if (added.length > 0) setPicked((list) => (single ? added : [...list, ...added]));
    },
    removePicked(id: string) {
      edited();
      setPicked((list) => list.filter((item) => item.id !== id));
    },
    removeKept(url: string) {
      edited();
      setKept((list) => list.filter((item) => item !== url));
    },
    /** Starts over from these files (the record as it is now): nothing picked, no errors. */
    reset(next: readonly string[]) {
      setKept([...next]);
      setPicked([]);
      setErrors([]);
    },
  };
}

export type MediaList = Omit<ReturnType<typeof useMediaList>, 'reset' | 'videos'> & {
  videos?: boolean;
};

/** The words of kept files and of videos (admin-menu's): only a meal keeps its files or has videos. */
const useFileWords = () => useTranslation('admin-menu', { keyPrefix: 'files' }).t;

export interface MediaFieldProps {
  label: string;
  list: MediaList;
  /** What may be picked: the menu's rules for its pictures or videos unless said. */
  rules?: string;
  /** The text alternative of the kept picture at this index. */
  keptAlt?: (index: number) => string;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
  /** The record's current file shown above the picker (a picture that a pick replaces). */
  current?: ReactNode;
}

/** A form's pictures or videos: the kept ones (each removable), the picker, the errors. */
export function MediaField({ list, keptAlt, current, rules: given, ...field }: MediaFieldProps) {
  const say = useFileWords();
  const { number } = useFormat();
  const megabytes = number(list.videos ? MAX_VIDEO_MEGABYTES : MAX_MENU_IMAGE_BYTES / 1024 / 1024);
  const rules = given ?? say(list.videos ? 'videoRules' : 'imageRules', { megabytes });
  return (
    <FormField {...field} announce error={list.errors}>
      {(control) => (
        <div className="space-y-3">
          {current}
          {list.videos ? (
            <>
              <DropZone
                control={control}
                accept={ACCEPTED_VIDEO_TYPES.join(',')}
                icon={Film}
                title={
                  <span className="text-flame-700 underline underline-offset-2">
                    {say('chooseVideos')}
                  </span>
                }
                rules={rules}
                count={say('videosChosen', {
                  count: list.kept.length + list.picked.length,
                  max: list.max,
                })}
                onPick={list.pick}
              />
              <VideoList list={list} />
            </>
          ) : (
            <>
              {list.kept.length > 0 && (
                <ul aria-label={say('current')} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                  {list.kept.map((url, index) => (
                    <li
                      key={url}
                      className="relative aspect-square overflow-hidden rounded-xl bg-cream-200 ring-1 ring-charcoal-900/10"
                    >
                      <img src={url} alt={keptAlt?.(index)} className="size-full object-cover" />
                      <RemoveButton
                        label={say('removeImage', { number: index + 1 })}
                        onClick={() => list.removeKept(url)}
                        className="absolute top-1 right-1 size-7 bg-charcoal-950/75 text-white shadow hover:bg-red-600"
                      />
                    </li>
                  ))}
                </ul>
              )}
              <ImagePicker
                files={list.picked}
                max={list.max - list.kept.length}
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                rules={rules}
                onPick={list.pick}
                onRemove={list.removePicked}
                control={control}
              />
            </>
          )}
        </div>
      )}
    </FormField>
  );
}

function RemoveButton(props: { label: string; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={props.label}
      className={`flex items-center justify-center rounded-full transition ${props.className}`}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/** A record's current picture, named, with a note or an action below (a pick replaces it). */
export function CurrentPicture(props: {
  url: string;
  title: string;
  imageClassName: string;
  children: ReactNode;
}) {
  return (
    <figure className="flex items-center gap-4 rounded-2xl bg-cream-50 p-3 ring-1 ring-charcoal-900/5">
      <img
        src={props.url}
        alt={props.title}
        className={`shrink-0 rounded-xl object-cover ${props.imageClassName}`}
      />
      <figcaption className="min-w-0 flex-1 text-xs text-charcoal-600">
        <span className="block text-sm font-semibold text-charcoal-800">{props.title}</span>
        {props.children}
      </figcaption>
    </figure>
  );
}

/** Videos by name: the kept ones and the newly picked, each removable. */
function VideoList({ list }: { list: MediaList }) {
  const say = useFileWords();
  const rows = [
    ...list.kept.map((url) => ({
      key: url,
      name: url.split('/').pop(),
      remove: () => list.removeKept(url),
    })),
    ...list.picked.map(({ id, file }) => ({
      key: id,
      name: file.name,
      isNew: true,
      remove: () => list.removePicked(id),
    })),
  ];
  if (rows.length === 0) return null;
  return (
    <ul aria-label={say('chosenVideos')} className="space-y-2">
      {rows.map((row, index) => (
        <li
          key={row.key}
          className="flex items-center gap-3 rounded-2xl bg-cream-50 px-3 py-2 ring-1 ring-charcoal-900/5"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-charcoal-900 text-white">
            <Film className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-charcoal-800">
            {row.name}
          </span>
          {'isNew' in row && (
            <span className="rounded-full bg-flame-100 px-2 py-0.5 text-xs font-semibold text-flame-800">
              {say('newFile')}
            </span>
          )}
          <RemoveButton
            label={say('removeVideo', { number: index + 1 })}
            onClick={row.remove}
            className="size-9 text-charcoal-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-flame-500"
          />
        </li>
      ))}
    </ul>
  );
}
