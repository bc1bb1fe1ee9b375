/** admin-options: a back-office section, loaded lazily under /admin. */
export { AdminOptionsPage } from './components/admin-options-page.tsx';
// What the Meals screen's options picker needs: the groups' list and how a rule is worded.
export { ruleOf } from './group-rule.ts';
export { optionsSection } from './options-section.ts';
