import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, updatedAt } from './columns.ts';
import { customers } from './customers.ts';

export const galleries = pgTable(
  'galleries',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: varchar('category', { length: 50 }).notNull().default('other'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('galleries_active_created_idx').on(t.isActive, t.createdAt),
    index('galleries_category_idx').on(t.category),
    index('galleries_title_idx').on(sql`lower(${t.title})`),
  ],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serialId(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_gallery_idx').on(t.galleryId, t.position)],
);

/** Unread until an admin opens it (docs/product-rules.md#unread-counts). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} IS NULL`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_status_idx').on(t.status),
    index('feedback_category_idx').on(t.category),
    index('feedback_rating_idx').on(t.rating),
    check('feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('feedback_category_known', oneOf('category', FEEDBACK_CATEGORIES)),
    check('feedback_status_known', oneOf('status', FEEDBACK_STATUSES)),
  ],
);

export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: serialId(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('feedback_images_feedback_idx').on(t.feedbackId, t.position)],
);

/** Emails waiting for (or done with) delivery; read by tests when no SMTP_URL is set. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`),
    index('email_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} IS NULL`),
  ],
);
