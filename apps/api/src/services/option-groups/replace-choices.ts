import { type DbOrTx, optionChoices } from '@shop/db';
import { and, eq, notInArray } from '@shop/db/orm';
import { OPTION_MESSAGES, type OptionGroupRequestParsed, toPaisa } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

type ChoiceForm = OptionGroupRequestParsed['choices'][number];

const columnsOf = (choice: ChoiceForm, position: number) => ({
  name: choice.name,
  pricePaisa: toPaisa(choice.price),
  isDefault: choice.default,
  isAvailable: choice.available,
  position,
});

/**
 * Makes a group's choices the form's, in its order, inside the caller's transaction. A choice
 * sent with its id keeps its row, since carts hold choices by id; one without an id is new; the
 * group's other choices are deleted (order lines keep their own copies of what was chosen). An
 * id that is not one of this group's choices refuses the whole save (400).
 */
export async function replaceChoices(
  tx: DbOrTx,
  groupId: number,
  choices: readonly ChoiceForm[],
): Promise<void> {
  const current = await tx
    .select({ id: optionChoices.id })
    .from(optionChoices)
    .where(eq(optionChoices.groupId, groupId));
  const ours = new Set(current.map((row) => row.id));
  for (const { id } of choices) {
    if (id !== undefined && !ours.has(id)) {
      throw new AppError('VALIDATION_FAILED', OPTION_MESSAGES.choiceIdUnknown(id));
    }
  }

  const kept = choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id]));
  const ofGroup = eq(optionChoices.groupId, groupId);
  await tx
    .delete(optionChoices)
    .where(kept.length > 0 ? and(ofGroup, notInArray(optionChoices.id, kept)) : ofGroup);

  const added: (ReturnType<typeof columnsOf> & { groupId: number })[] = [];
  for (const [position, choice] of choices.entries()) {
    if (choice.id === undefined) {
      added.push({ ...columnsOf(choice, position), groupId });
    } else {
      await tx
        .update(optionChoices)
        .set(columnsOf(choice, position))
        .where(eq(optionChoices.id, choice.id));
    }
  }
  if (added.length > 0) await tx.insert(optionChoices).values(added);
}
