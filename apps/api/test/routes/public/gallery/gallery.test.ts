import { galleries, galleryImages } from '@shop/db';
import { and, eq } from '@shop/db/orm';
import { GALLERY_CATEGORIES, type Gallery, galleryListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
const added: Record<'newest' | 'plain' | 'hidden' | 'empty', number> = {
  newest: 0,
  plain: 0,
  hidden: 0,
  empty: 0,
};

async function addGallery(values: typeof galleries.$inferInsert, fileNames: string[] = []) {
  const [row] = await t.db.insert(galleries).values(values).returning({ id: galleries.id });
  if (!row) throw new Error('gallery not inserted');
  // Inserted in reverse position order, so that reading them back in id order would be wrong.
  const images = fileNames.map((fileName, position) => ({ galleryId: row.id, fileName, position }));
  if (images.length > 0) await t.db.insert(galleryImages).values(images.reverse());
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const now = Date.now();
  added.newest = await addGallery(
    {
      title: 'Test: New Chicken Platter',
      category: 'food',
      isFeatured: true,
      tags: ['chicken'],
      createdAt: new Date(now + 60_000),
    },
    ['platter-a.webp', 'platter-b.webp', 'platter-c.webp'],
  );
  added.plain = await addGallery(
    { title: 'Test: Kitchen Crew', category: 'team', isFeatured: false, createdAt: new Date(now) },
    ['crew.webp'],
  );
  added.hidden = await addGallery(
    { title: 'Test: Hidden', category: 'food', isFeatured: true, isActive: false },
    ['hidden.webp'],
  );
  added.empty = await addGallery({
    title: 'Test: No Pictures Yet',
    category: 'other',
    isFeatured: false,
    createdAt: new Date(now - 1000),
  });
});
afterAll(() => t.close());

async function listGalleries(query = ''): Promise<Gallery[]> {
  const res = await t.app.inject(`/api/gallery${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = galleryListResponseSchema.parse(res.json());
  expect(body.success).toBe(true);
  expect(body.message).toBe('Galleries retrieved successfully');
  return body.data;
}

async function activeGalleryIds(where = eq(galleries.isActive, true)): Promise<number[]> {
  const rows = await t.db.select({ id: galleries.id }).from(galleries).where(where);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const sortedIds = (list: Gallery[]) => list.map((g) => g.id).sort((a, b) => a - b);

describe('GET /api/gallery', () => {
  it('lists every active gallery, newest first, with image URLs in position order', async () => {
    const list = await listGalleries();
    expect(sortedIds(list)).toEqual(await activeGalleryIds());
    expect(list.some((g) => g.id === added.hidden)).toBe(false);
    const times = list.map((g) => Date.parse(g.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({
      id: added.newest,
      title: 'Test: New Chicken Platter',
      description: '',
      category: 'food',
      featured: true,
      tags: ['chicken'],
      images: [
        '/uploads/gallery/platter-a.webp',
        '/uploads/gallery/platter-b.webp',
        '/uploads/gallery/platter-c.webp',
      ],
    });
    expect(list.find((g) => g.id === added.empty)?.images).toEqual([]);
  });

  it('serves the seeded pictures at the URLs it lists', async () => {
    const seeded = (await listGalleries()).find((g) => !g.title.startsWith('Test:'));
    expect(seeded?.images.length).toBe(3);
    for (const url of seeded?.images ?? []) {
      const image = await t.app.inject(url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it.each(GALLERY_CATEGORIES)('filters by the category %s', async (category) => {
    const list = await listGalleries(`?category=${category}`);
    expect(list.every((g) => g.category === category)).toBe(true);
    expect(sortedIds(list)).toEqual(
      await activeGalleryIds(and(eq(galleries.isActive, true), eq(galleries.category, category))),
    );
  });

  it('treats category=all like no category', async () => {
    expect(await listGalleries('?category=all')).toEqual(await listGalleries());
    const teams = await listGalleries('?category=team');
    expect(teams.map((g) => g.id)).toContain(added.plain);
  });

  it('lists only featured galleries with featured=true, only the others with featured=false', async () => {
    const featured = await listGalleries('?featured=true');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((g) => g.featured)).toBe(true);
    expect(sortedIds(featured)).toEqual(
      await activeGalleryIds(and(eq(galleries.isActive, true), eq(galleries.isFeatured, true))),
    );
    const others = await listGalleries('?featured=false');
    expect(sortedIds(others)).toEqual([added.plain, added.empty].sort((a, b) => a - b));
    const featuredFood = await listGalleries('?category=food&featured=true');
    expect(featuredFood.every((g) => g.category === 'food' && g.featured)).toBe(true);
    expect(featuredFood.map((g) => g.id)).toContain(added.newest);
  });

  it.each([
    ['?category=pizza', 'category must be one of all, food, restaurant, events, team, other'],
    ['?category=FOOD', 'category must be one of all, food, restaurant, events, team, other'],
    ['?featured=yes', 'featured must be true or false'],
    ['?featured=1', 'featured must be true or false'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await t.app.inject(`/api/gallery${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});
