import { type Db, type DbOrTx, optionGroups } from '@shop/db';
import { and, eq, ne, sql } from '@shop/db/orm';
import {
  type AdminOptionGroup,
  OPTION_MESSAGES,
  type OptionGroupRequestParsed,
  type SuccessResponse,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { readAdminOptionGroup } from './option-group-view.ts';
import { replaceChoices } from './replace-choices.ts';

/*
 * Creating and changing an option group with all its choices (docs/product-rules.md#meal-options).
 * Names are unique whatever their letter case (409); a form read before the group's last change
 * is refused (409, decision 036) with the group as it is now in `details.group`.
 */

type Saved = SuccessResponse & { data: AdminOptionGroup };

const nameTaken = (name: string) => new AppError('CONFLICT', OPTION_MESSAGES.nameTaken(name));

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const sameName = eq(sql`lower(${optionGroups.name})`, name.toLowerCase());
  const [taken] = await tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(exceptId === undefined ? sameName : and(sameName, ne(optionGroups.id, exceptId)));
  if (taken) throw nameTaken(name);
}

const columnsOf = (form: OptionGroupRequestParsed) => ({
  name: form.name,
  minChoices: form.min,
  maxChoices: form.max,
  required: form.required,
});

/** Two admins saving one name at once: the unique index refuses the second. */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'option_groups_name_unique')) throw nameTaken(name);
    throw error;
  }
}

export async function createOptionGroup(
  db: Db,
  adminId: string,
  form: OptionGroupRequestParsed,
): Promise<Saved> {
  const group = await refusingTakenName(form.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, form.name);
      const [row] = await tx
        .insert(optionGroups)
        .values(columnsOf(form))
        .returning({ id: optionGroups.id });
      if (!row) throw new Error('the option group was not written');
      await replaceChoices(tx, row.id, form.choices);
      const after = await readAdminOptionGroup(tx, row.id);
      await recordActivity(tx, {
        adminId,
        action: 'option_group.created',
        entityType: 'option_group',
        entityId: row.id,
        details: { after },
      });
      return after;
    }),
  );
  return { success: true, message: OPTION_MESSAGES.created, data: group };
}

export async function updateOptionGroup(
  db: Db,
  adminId: string,
  id: number,
  form: OptionGroupRequestParsed,
): Promise<Saved> {
  try {
    const group = await refusingTakenName(form.name, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: optionGroups.version })
          .from(optionGroups)
          .where(eq(optionGroups.id, id))
          .for('update');
        if (!current) throw new AppError('NOT_FOUND', OPTION_MESSAGES.notFound);
        if (form.version !== undefined && form.version !== current.version) {
          throw new AppError('CONFLICT', OPTION_MESSAGES.stale);
        }
        await assertNameFree(tx, form.name, id);
        const before = await readAdminOptionGroup(tx, id);
        await replaceChoices(tx, id, form.choices);
        // Its choices are rows of their own: updating the group moves its version on (trigger).
        await tx
          .update(optionGroups)
          .set({ ...columnsOf(form), updatedAt: new Date() })
          .where(eq(optionGroups.id, id));
        const after = await readAdminOptionGroup(tx, id);
        await recordActivity(tx, {
          adminId,
          action: 'option_group.updated',
          entityType: 'option_group',
          entityId: id,
          details: { before, after },
        });
        return after;
      }),
    );
    return { success: true, message: OPTION_MESSAGES.updated, data: group };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const group = await readAdminOptionGroup(db, id);
    throw new AppError('CONFLICT', error.message, { cause: error, details: { group } });
  }
}
