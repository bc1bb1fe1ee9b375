import { cn } from '@/lib/cn.ts';

/** The dots' looks on each background: offers strip (dark), page or dialog (light), photo. */
const TONES = {
  dark: {
    button: 'size-6 rounded-full',
    bar: 'h-1.5 duration-300',
    active: 'w-5 bg-flame-400',
    idle: 'w-1.5 bg-charcoal-500 group-hover/dot:bg-charcoal-300',
  },
  light: {
    button: 'size-7 rounded-full',
    bar: 'h-2 duration-300',
    active: 'w-6 bg-flame-600',
    idle: 'w-2 bg-charcoal-300 group-hover/dot:bg-charcoal-500',
  },
  photo: {
    button: 'size-7',
    bar: 'h-2 shadow-sm ring-1 ring-charcoal-900/20',
    active: 'w-6 bg-white',
    idle: 'w-2 bg-white/60 group-hover/dot:bg-white/90',
  },
} as const;

interface CarouselDotsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** Each dot's accessible name, e.g. 'Show offer 2 of 4: …'. */
  dotLabel: (index: number) => string;
  tone: keyof typeof TONES;
  /** Names the dots as a group (a fieldset with this legend). */
  legend?: string;
  /** Without a legend: a list of dots (true) or a plain row. */
  list?: boolean;
  className?: string;
}

/** One button per slide; the current one is drawn long and marked aria-current. */
export function CarouselDots({
  count,
  index,
  onSelect,
  dotLabel,
  tone,
  legend,
  list = false,
  className,
}: CarouselDotsProps) {
  const looks = TONES[tone];
  const dots = Array.from({ length: count }, (_, dot) => (
    <button
      // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
      key={dot}
      type="button"
      onClick={() => onSelect(dot)}
      aria-label={dotLabel(dot)}
      aria-current={dot === index ? 'true' : undefined}
      className={cn('group/dot flex items-center justify-center', looks.button)}
    >
      <span
        className={cn(
          'block rounded-full transition-all',
          looks.bar,
          dot === index ? looks.active : looks.idle,
        )}
      />
    </button>
  ));

  if (legend) {
    return (
      <fieldset className={className}>
        <legend className="sr-only">{legend}</legend>
        {dots}
      </fieldset>
    );
  }
  if (list) {
    return (
      <ul className={className}>
        {dots.map((dot) => (
          <li key={dot.key}>{dot}</li>
        ))}
      </ul>
    );
  }
  return <div className={className}>{dots}</div>;
}
