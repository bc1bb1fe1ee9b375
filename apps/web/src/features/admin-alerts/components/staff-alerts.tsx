import { useEffect } from 'react';
import { useAdminSession } from '@/features/admin-session/index.ts';
import { unlockAlertTone } from '@/lib/alert-tone.ts';
import { useStaffAlerts } from '../hooks/use-staff-alerts.ts';

/**
 * Staff alerts (issue 8): every new order reaches this screen within seconds, with a sound
 * (unless muted), a toast and a notification, and the badges and orders list refresh. Mounted
 * once by the back office's layout; renders nothing.
 */
export function StaffAlerts() {
  const { token } = useAdminSession();
  useStaffAlerts(token);
  useEffect(() => {
    // Browsers let a page make sound only after a gesture: the first one unlocks the tone.
    const unlock = () => unlockAlertTone();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  return null;
}
