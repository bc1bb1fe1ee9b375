import { describe, expect, it } from 'vitest';
import { checkImageFiles, looksLikeImage } from './image-files.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function file(name: string, type: string, bytes: number[], size = bytes.length): File {
  const content = new Uint8Array(size);
  content.set(bytes);
  return new File([content], name, { type });
}

const png = (name = 'burger.png') => file(name, 'image/png', PNG);

describe('looksLikeImage', () => {
  it.each([
    ['png', PNG],
    ['jpeg', JPEG],
    ['gif', ascii('GIF89a')],
    ['webp', [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')]],
    ['avif', [0, 0, 0, 28, ...ascii('ftypavif')]],
  ])('recognises %s', async (_name, bytes) => {
    expect(await looksLikeImage(new Blob([new Uint8Array(bytes)]))).toBe(true);
  });

  it('refuses text, even when it is called .jpg', async () => {
    expect(await looksLikeImage(new Blob(['just some text']))).toBe(false);
    expect(await looksLikeImage(new Blob([]))).toBe(false);
  });
});

describe('checkImageFiles', () => {
  it('keeps good images', async () => {
    const picked = [png('a.png'), file('b.jpg', 'image/jpeg', JPEG)];
    expect(await checkImageFiles(0, picked)).toEqual({ accepted: picked, errors: [] });
  });

  it('refuses a pick that would pass 5 images in all, whole', async () => {
    const six = Array.from({ length: 6 }, (_, index) => png(`p${index}.png`));
    expect(await checkImageFiles(0, six)).toEqual({
      accepted: [],
      errors: ['You can upload maximum 5 images'],
    });
    expect((await checkImageFiles(4, [png(), png()])).errors).toEqual([
      'You can upload maximum 5 images',
    ]);
    expect((await checkImageFiles(4, [png()])).accepted).toHaveLength(1);
  });

  it('names a file that is not an image by its type or by its bytes', async () => {
    const pdf = file('menu.pdf', 'application/pdf', ascii('%PDF-1.7'));
    const fake = file('fake.jpg', 'image/jpeg', ascii('not a picture at all'));
    const good = png();
    expect(await checkImageFiles(0, [pdf, good, fake])).toEqual({
      accepted: [good],
      errors: ['menu.pdf is not a valid image file', 'fake.jpg is not a valid image file'],
    });
  });

  it('names a file over 5 MB, and accepts one of exactly 5 MB', async () => {
    const big = file('big.png', 'image/png', PNG, 5_242_881);
    const limit = file('limit.png', 'image/png', PNG, 5_242_880);
    expect(await checkImageFiles(0, [big, limit])).toEqual({
      accepted: [limit],
      errors: ['big.png is too large. Maximum size is 5MB'],
    });
  });
});
