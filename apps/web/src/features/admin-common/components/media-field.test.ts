import { ADMIN_MENU_MESSAGES as M, MAX_VIDEO_BYTES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { checkPickedFiles, imageFileError, videoFileError } from './media-field.tsx';

const file = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type });

describe('the menu forms’ file checks', () => {
  it('take pictures and MP4 or WebM videos within their sizes', () => {
    expect(imageFileError(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileError(file('a.pdf', 'application/pdf'))).toBe(M.notAnImage('a.pdf'));
    expect(imageFileError(file('big.jpg', 'image/jpeg', 6 * 1024 * 1024))).toBe(
      M.imageTooLarge('big.jpg'),
    );
    expect(videoFileError(file('a.webm', 'video/webm'))).toBeNull();
    expect(videoFileError(file('a.mov', 'video/quicktime'))).toBe(M.notAVideo('a.mov'));
    expect(videoFileError(file('long.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1))).toBe(
      M.videoTooLarge('long.mp4'),
    );
  });

  it('refuse a pick that passes the limit whole, and name each bad file otherwise', () => {
    const two = [file('a.png', 'image/png'), file('b.png', 'image/png')];
    expect(checkPickedFiles(two, 1, imageFileError, M.tooManyImages)).toEqual({
      accepted: [],
      errors: [M.tooManyImages],
    });
    const mixed = [file('a.png', 'image/png'), file('notes.txt', 'text/plain')];
    const checked = checkPickedFiles(mixed, 8, imageFileError, M.tooManyImages);
    expect(checked.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(checked.errors).toEqual([M.notAnImage('notes.txt')]);
  });
});
