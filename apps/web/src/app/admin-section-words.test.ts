import { beforeAll, describe, expect, it } from 'vitest';
import { activitySection } from '@/features/admin-activity/activity-section.tsx';
import { categoriesSection } from '@/features/admin-categories/categories-section.tsx';
import type { AnySection } from '@/features/admin-common/index.ts';
import { contactsSection } from '@/features/admin-contacts/contacts-section.tsx';
import { couponsSection } from '@/features/admin-coupons/coupons-section.tsx';
import { customersSection } from '@/features/admin-customers/customers-section.tsx';
import { deliveryAreasSection } from '@/features/admin-delivery-areas/areas-section.tsx';
import { eventsSection } from '@/features/admin-events/events-section.tsx';
import { feedbackSection } from '@/features/admin-feedback/feedback-section.tsx';
import { gallerySection } from '@/features/admin-gallery/gallery-section.tsx';
import { mealsSection } from '@/features/admin-meals/meals-section.tsx';
import { optionsSection } from '@/features/admin-options/options-section.ts';
import { ordersSection } from '@/features/admin-orders/orders-section.tsx';
import { staffSection } from '@/features/admin-staff/staff-section.tsx';
import { ADMIN_NAMESPACES } from '@/i18n/admin-namespaces.ts';

/*
 * The kit reads a section's words by convention (features/admin-common/section-words.ts), where
 * `t()` cannot check the keys at compile time: this checks that every word the kit will ask of
 * each section's definition is in the English catalog.
 */

const SECTIONS: AnySection[] = [
  activitySection,
  categoriesSection,
  contactsSection,
  couponsSection,
  customersSection,
  deliveryAreasSection,
  eventsSection,
  feedbackSection,
  gallerySection,
  mealsSection,
  optionsSection,
  ordersSection,
  staffSection,
];

/** The words the kit asks for a definition, whatever the screen adds. */
function wordsAskedOf(section: AnySection): string[] {
  const asked = ['heading', 'description', 'list', 'empty.title', 'empty.none'];
  if (section.tiles?.length) {
    asked.push('tiles.label', ...section.tiles.map(([key]) => `tiles.${key}`));
  }
  for (const filter of section.filters ?? []) {
    if (filter.kind === 'sort') {
      asked.push(...filter.choices.map((choice) => `sort.${choice}`));
      continue;
    }
    asked.push(`filters.${filter.key}.label`);
    if (filter.kind === 'search') asked.push(`filters.${filter.key}.placeholder`);
    if (filter.kind === 'select' && filter.choices) {
      if (!filter.choices.includes('all')) asked.push(`filters.${filter.key}.all`);
      asked.push(...filter.choices.map((choice) => `filters.${filter.key}.${choice}`));
    }
  }
  if (section.filters?.length) asked.push('empty.filtered');
  if (section.deletePath) {
    asked.push('delete.title', 'delete.question', 'delete.failed');
  }
  if (section.deleteNote) asked.push('delete.note');
  if (section.toggle) asked.push('toggleFailed');
  // A section with a form has its words under `form`: its failure words are asked with them.
  if (typeof wordAt(section, 'form') === 'object') asked.push(...formFailureWords(section));
  return asked;
}

/** A form's failure when the server does not explain it: `saveFailed`, or one for each way. */
function formFailureWords(section: AnySection): string[] {
  return typeof wordAt(section, 'form.saveFailed') === 'string'
    ? ['form.saveFailed']
    : ['form.createFailed', 'form.updateFailed'];
}

let catalogs: Record<string, unknown> = {};
beforeAll(async () => {
  catalogs = Object.fromEntries(
    await Promise.all(
      Object.entries(ADMIN_NAMESPACES).map(async ([name, load]) => [name, await load()]),
    ),
  );
});

function wordAt(section: AnySection, key: string): unknown {
  const [namespace, prefix] = section.words;
  const path = [...(prefix ? prefix.split('.') : []), ...key.split('.')];
  return path.reduce<unknown>(
    (node, part) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
    catalogs[namespace],
  );
}

describe('the back-office sections’ words', () => {
  it.each(SECTIONS.map((section) => [section.name, section] as const))(
    '%s has every word the kit asks of it',
    (_name, section) => {
      // A word told with a count may be there in its plural forms instead.
      const missing = wordsAskedOf(section).filter(
        (key) => ![key, `${key}_other`].some((form) => typeof wordAt(section, form) === 'string'),
      );
      expect(missing).toEqual([]);
    },
  );

  it('notices a word that is missing', () => {
    expect(typeof wordAt(eventsSection, 'heading')).toBe('string');
    expect(wordAt(eventsSection, 'no.such.word')).toBeUndefined();
  });
});
