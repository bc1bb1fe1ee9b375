/**
 * admin-ordering: the Ordering back-office section, loaded lazily under /admin, and its card of
 * settings saved with the version read, which other settings screens use too.
 */
export { AdminOrderingPage } from './components/admin-ordering-page.tsx';
export {
  useVersionedSave,
  type VersionedForm,
  VersionedSettingsCard,
} from './components/versioned-settings-card.tsx';
