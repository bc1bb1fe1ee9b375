/**
 * admin-alerts: staff alerts for the back office (issue 8). The admin layout mounts
 * StaffAlerts once and puts the bell and the mute switch in its header; the Orders screen shows
 * the recent notifications as a panel too.
 */
export { AlertSoundToggle } from './components/alert-sound-toggle.tsx';
export { NotificationsBell } from './components/notifications-bell.tsx';
export { NotificationsPanel } from './components/notifications-panel.tsx';
export { StaffAlerts } from './components/staff-alerts.tsx';
