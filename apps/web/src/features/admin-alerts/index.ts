/**
 * admin-alerts: staff alerts for the back office (issue 8). The admin layout mounts
 * StaffAlerts once and puts the bell and the mute switch in its header.
 */
export { AlertSoundToggle } from './components/alert-sound-toggle.tsx';
export { NotificationsBell } from './components/notifications-bell.tsx';
export { StaffAlerts } from './components/staff-alerts.tsx';
