import { type APIRequestContext, expect, type Page } from '@playwright/test';

/*
 * The owner's option groups made on the back office's screens (docs/product-rules.md#meal-options),
 * and taken off again.
 */

export interface GroupDraft {
  name: string;
  min: number;
  max: number;
  required: boolean;
  choices: { name: string; price?: number }[];
}

/** Adds an option group on the Meal options screen (/admin/options), as the owner does. */
export async function addOptionGroup(page: Page, group: GroupDraft): Promise<void> {
  await page.goto('/admin/options');
  await page.getByRole('button', { name: 'Add Group' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add an option group' });
  await form.getByLabel('Group name').fill(group.name);
  await form.getByLabel('Minimum').fill(String(group.min));
  await form.getByLabel('Maximum').fill(String(group.max));
  if (group.required) await form.getByLabel('Required', { exact: true }).check();
  for (const [index, choice] of group.choices.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add a choice' }).click();
    const row = form.getByRole('group', { name: `Choice ${index + 1}`, exact: true });
    await row.getByLabel('Name').fill(choice.name);
    if (choice.price) await row.getByLabel('Adds (NRS)').fill(String(choice.price));
  }
  await form.getByRole('button', { name: 'Add Group' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: group.name })).toBeVisible();
}

/** Ticks the groups in the meal card's Options dialog on the Meals screen and saves them. */
export async function offerGroups(page: Page, mealName: string, groupNames: string[]) {
  await page.goto('/admin/meals');
  await page.getByLabel('Search meals').fill(mealName);
  const card = page.getByRole('listitem', { name: mealName, exact: true });
  await card.getByRole('button', { name: `Choose options for ${mealName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Options of ${mealName}` });
  for (const name of groupNames) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: 'Save options' }).click();
  await expect(dialog).toBeHidden();
}

/** Takes this run's groups (their names end in `suffix`) off the meal and deletes them. */
export async function takeGroupsOff(
  request: APIRequestContext,
  token: string,
  mealId: number,
  suffix: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  await request.put(`/api/admin/meals/${mealId}/option-groups`, {
    headers,
    data: { groupIds: [] },
  });
  const groups: { id: number; name: string }[] = (
    await (await request.get('/api/admin/option-groups', { headers })).json()
  ).data;
  for (const group of groups.filter((each) => each.name.endsWith(suffix))) {
    await request.delete(`/api/admin/option-groups/${group.id}`, { headers });
  }
}
