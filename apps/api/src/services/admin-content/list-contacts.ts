import { contactMessages, type DbOrTx } from '@shop/db';
import { desc, isNull, type SQL } from '@shop/db/orm';
import type { ContactListResponse, ContactStats, contactListQuerySchema } from '@shop/shared';
import type { z } from 'zod';
import { toAdminContact } from './contact-view.ts';
import { countWhere, createdWithin } from './figures.ts';
import { matchesSearch } from './text-search.ts';

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/**
 * The newest contact messages matching the search (name, email or subject, any case), with
 * how many match in all and the figures of every message: two queries.
 */
export async function listContacts(
  db: DbOrTx,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  const search = matchesSearch(query.search, [
    contactMessages.name,
    contactMessages.email,
    contactMessages.subject,
  ]);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(search)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit);
  const { matches, ...stats } = await contactFigures(db, search);
  return { success: true, data: { contacts: rows.map(toAdminContact), matches, stats } };
}

async function contactFigures(
  db: DbOrTx,
  search: SQL | undefined,
): Promise<ContactStats & { matches: number }> {
  const [row] = await db
    .select({
      total: countWhere(undefined),
      unread: countWhere(isNull(contactMessages.readAt)),
      thisWeek: countWhere(createdWithin(contactMessages.createdAt, '7 days')),
      today: countWhere(createdWithin(contactMessages.createdAt, '24 hours')),
      matches: countWhere(search),
    })
    .from(contactMessages);
  return row ?? { total: 0, unread: 0, thisWeek: 0, today: 0, matches: 0 };
}
