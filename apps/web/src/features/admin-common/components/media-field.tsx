import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  ADMIN_MENU_MESSAGES,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '@shop/shared';
import { Film, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { type FieldControlProps, FormField } from '@/components/ui/form-field.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { useFormWords } from './form-dialog.tsx';

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

export interface FileCheck {
  accepted: File[];
  /** One message per refused file, or the one about too many. */
  errors: string[];
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
): FileCheck {
  if (picked.length > room) return { accepted: [], errors: [tooMany] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    const error = fileError(file);
    if (error) errors.push(error);
    else accepted.push(file);
  }
  return { accepted, errors };
}

/** How many files a media field takes, and how a pick is checked (unchecked without tooMany). */
export interface MediaKind {
  max: number;
  tooMany?: string;
  fileError?: (file: File) => string | null;
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
  const edited = (next: string[] = []) => {
    onEdit?.();
    setErrors(next);
  };
  return {
    kept,
    picked,
    errors,
    max: kind.max,
    pick(files: readonly File[]) {
      const { accepted, errors } = kind.tooMany
        ? checkPickedFiles(files, room, kind.fileError ?? (() => null), kind.tooMany)
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

export type MediaList = Pick<
  ReturnType<typeof useMediaList>,
  'kept' | 'picked' | 'errors' | 'max' | 'pick' | 'removePicked' | 'removeKept'
>;

interface MediaFieldProps {
  label: string;
  list: MediaList;
  /** Pictures (with previews) or videos (by name). */
  kind?: 'images' | 'videos';
  /** What may be picked. */
  rules: string;
  /** Where the words of kept and picked files are (useFormWords), e.g. 'admin-menu:files'. */
  words?: string;
  /** The text alternative of the kept picture at this index. */
  keptAlt?: (index: number) => string;
  optional?: boolean;
  hint?: ReactNode;
  /** The record's current file shown above the picker (a picture that a pick replaces). */
  current?: ReactNode;
}

/** A form's pictures or videos: the kept ones (each removable), the picker, the errors. */
export function MediaField({
  label,
  list,
  kind = 'images',
  rules,
  words = '',
  ...props
}: MediaFieldProps) {
  const { say } = useFormWords(words);
  return (
    <FormField
      label={label}
      optional={props.optional}
      hint={props.hint}
      announce
      error={list.errors}
    >
      {(control) => (
        <div className="space-y-3">
          {props.current}
          {kind === 'videos' ? (
            <VideoPicker list={list} rules={rules} say={say} control={control} />
          ) : (
            <>
              {list.kept.length > 0 && (
                <ul aria-label={say('current')} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                  {list.kept.map((url, index) => (
                    <li
                      key={url}
                      className="relative aspect-square overflow-hidden rounded-xl bg-cream-200 ring-1 ring-charcoal-900/10"
                    >
                      <img
                        src={url}
                        alt={props.keptAlt?.(index)}
                        className="size-full object-cover"
                      />
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

/** The file name at the end of a stored video's URL. */
const fileNameOf = (url: string) => url.split('/').pop() ?? url;

interface VideoPickerProps {
  list: MediaList;
  rules: string;
  say: ReturnType<typeof useFormWords>['say'];
  control: FieldControlProps;
}

/** Videos (MP4 or WebM) by name: the kept ones and the newly picked, each removable. */
function VideoPicker({ list, rules, say, control }: VideoPickerProps) {
  const count = list.kept.length + list.picked.length;
  const rows: { key: string; name: string; tag?: string; remove: () => void }[] = [
    ...list.kept.map((url) => ({
      key: url,
      name: fileNameOf(url),
      remove: () => list.removeKept(url),
    })),
    ...list.picked.map(({ id, file }) => ({
      key: id,
      name: file.name,
      tag: say('newFile'),
      remove: () => list.removePicked(id),
    })),
  ];
  return (
    <>
      <input
        {...control}
        type="file"
        multiple
        accept={ACCEPTED_VIDEO_TYPES.join(',')}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (picked.length > 0) list.pick(picked);
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
            {say('chooseVideos')}
          </span>
          <span className="mt-0.5 block text-xs text-charcoal-600">{rules}</span>
        </span>
        <span className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-semibold text-charcoal-700 tabular-nums ring-1 ring-charcoal-900/10">
          {say('videosChosen', { count, max: list.max })}
        </span>
      </label>
      {count > 0 && (
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
              {row.tag && (
                <span className="rounded-full bg-flame-100 px-2 py-0.5 text-xs font-semibold text-flame-800">
                  {row.tag}
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
      )}
    </>
  );
}
