import { meals } from '@shop/db';
import { count } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, MAX_VIDEO_BYTES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import {
  type FilePart,
  largeMp4,
  type MenuTestApp,
  mp4Video,
  multipart,
  pngPicture,
  startMenuTestApp,
  textAsJpeg,
  uniqueName,
  webmVideo,
} from './menu-support.ts';

/** The meal form's files: what is refused, with which words, and that nothing stays behind. */

let t: MenuTestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startMenuTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const M = ADMIN_MENU_MESSAGES;

const fields = () => ({
  name: uniqueName('Buff Choila Burger'),
  description: 'Smoky spiced buff in a toasted bun',
  categoryName: 'Burgers',
  price: '650',
});

async function mealCount() {
  const [row] = await t.db.select({ n: count() }).from(meals);
  return row?.n ?? 0;
}

async function expectRefused(files: FilePart[], status: number, message: string) {
  const countBefore = await mealCount();
  const filesBefore = await t.filesIn('meals');
  const res = await t.app.inject(
    await multipart('POST', '/api/admin/meals', fields(), files, admin.headers),
  );
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message });
  expect(await mealCount()).toBe(countBefore);
  expect(await t.filesIn('meals')).toEqual(filesBefore);
}

describe('the files of a new meal', () => {
  it('accept up to 8 pictures and 3 videos', async () => {
    const pictures = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pngPicture('images', `p${i}.png`)),
    );
    const res = await t.app.inject(
      await multipart(
        'POST',
        '/api/admin/meals',
        fields(),
        [...pictures, mp4Video('a.mp4'), webmVideo('b.webm'), mp4Video('c.mp4')],
        admin.headers,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.images).toHaveLength(8);
    expect(res.json().data.videos).toHaveLength(3);
  });

  it('refuse a ninth picture', async () => {
    const pictures = await Promise.all(
      Array.from({ length: 9 }, (_, i) => pngPicture('images', `p${i}.png`)),
    );
    await expectRefused(pictures, 400, M.tooManyImages);
  });

  it('refuse a fourth video', async () => {
    await expectRefused(
      [mp4Video('a.mp4'), mp4Video('b.mp4'), mp4Video('c.mp4'), mp4Video('d.mp4')],
      400,
      M.tooManyVideos,
    );
  });

  it('refuse a text file named .jpg, removing the pictures already stored', async () => {
    await expectRefused(
      [await pngPicture('images', 'good.png'), textAsJpeg()],
      400,
      M.notAnImage('photo.jpg'),
    );
  });

  it('refuse a PNG renamed .mp4, removing the pictures and videos already stored', async () => {
    const png = await pngPicture('videos', 'clip.mp4');
    await expectRefused(
      [await pngPicture(), webmVideo(), { ...png, type: 'video/mp4' }],
      400,
      M.notAVideo('clip.mp4'),
    );
  });

  it('refuse a video over 20 MB', async () => {
    await expectRefused(
      [largeMp4(MAX_VIDEO_BYTES + 1, 'long.mp4')],
      413,
      M.videoTooLarge('long.mp4'),
    );
  });

  it('refuse a picture over 5 MB, even below the video limit', async () => {
    await expectRefused(
      [{ field: 'images', data: new Uint8Array(6 * 1024 * 1024), name: 'huge.jpg' }],
      413,
      M.imageTooLarge('huge.jpg'),
    );
  });

  it('refuse a file in a field that takes none', async () => {
    await expectRefused(
      [await pngPicture('photo')],
      400,
      'Files are accepted in the images or videos field only, not in photo.',
    );
  });
});
