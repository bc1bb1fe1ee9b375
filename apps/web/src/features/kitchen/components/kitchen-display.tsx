import type { AdminSummary } from '@shop/shared';
import { useEffect } from 'react';
import { useKitchenTickets } from '../hooks/use-kitchen-tickets.ts';
import { useNewTickets } from '../hooks/use-new-tickets.ts';
import { useNow } from '../hooks/use-now.ts';
import { useKitchenSound } from '../stores/kitchen-sound-store.ts';
import { KitchenBoard } from './kitchen-board.tsx';
import { KitchenHeader } from './kitchen-header.tsx';
import { KitchenEmpty, KitchenError, KitchenLoading } from './kitchen-states.tsx';

/** Once the kitchen chose sound, any tap on a reloaded display lets the chime play again. */
function useUnlockSoundOnTap() {
  useEffect(() => {
    const unlock = () => void useKitchenSound.getState().unlock();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
}

/** The signed-in display: the bar and the board, kept current by the live feed. */
export function KitchenDisplay({ admin, token }: { admin: AdminSummary; token: string }) {
  const tickets = useKitchenTickets(token);
  const { flashing, chimes } = useNewTickets(tickets.data);
  const now = useNow();
  useUnlockSoundOnTap();
  return (
    <div
      className="flex h-dvh flex-col overflow-hidden bg-charcoal-950 text-white"
      data-chimes={chimes}
    >
      <KitchenHeader admin={admin} connection={tickets.connection} now={now} />
      {tickets.data ? (
        tickets.data.length === 0 ? (
          <KitchenEmpty />
        ) : (
          <KitchenBoard tickets={tickets.data} now={now} flashing={flashing} />
        )
      ) : tickets.isError ? (
        <KitchenError error={tickets.error} retry={() => void tickets.refetch()} />
      ) : (
        <KitchenLoading />
      )}
    </div>
  );
}
