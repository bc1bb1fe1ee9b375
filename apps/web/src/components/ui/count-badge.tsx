import { useFormat } from '@/i18n/index.ts';

const MAX_SHOWN = 99;

/** A small counter on an icon; renders nothing at 0. */
export function CountBadge({ count }: { count: number }) {
  const { number } = useFormat();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-flame-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums"
    >
      {count > MAX_SHOWN ? `${number(MAX_SHOWN)}+` : number(count)}
    </span>
  );
}
