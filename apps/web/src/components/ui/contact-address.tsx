import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import type { HoursRow } from '@/lib/opening-hours.ts';

interface Place {
  address: { line: string; city: string };
  phone: { display: string; href: string };
  email?: string;
}

/** dark: on the charcoal footer. light: on a white card. */
const TONES = {
  dark: {
    icon: 'text-flame-400',
    link: 'rounded text-charcoal-300 transition hover:text-white',
    days: 'text-charcoal-100',
  },
  light: {
    icon: 'text-flame-700',
    link: 'font-semibold hover:text-flame-700',
    days: 'text-charcoal-900',
  },
} as const;

interface ContactAddressProps {
  place: Place;
  /** The place's opening hours, as shown (useOpeningHours, or the shop's own useShopHours). */
  hours: readonly HoursRow[];
  tone: keyof typeof TONES;
  /** Spacing and text colour of the block. */
  className: string;
}

function Line({
  Icon,
  iconClassName,
  block = false,
  children,
}: {
  Icon: LucideIcon;
  iconClassName: string;
  /** A div, for content a paragraph cannot hold (a list). */
  block?: boolean;
  children: ReactNode;
}) {
  const Tag = block ? 'div' : 'p';
  return (
    <Tag className="flex gap-3">
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClassName)} aria-hidden="true" />
      {children}
    </Tag>
  );
}

/** A place's address, phone, email and opening hours, each behind its icon. */
export function ContactAddress({ place, hours, tone, className }: ContactAddressProps) {
  const { address, phone, email } = place;
  const classes = TONES[tone];
  return (
    <address className={cn('text-sm not-italic', className)}>
      <Line Icon={MapPin} iconClassName={classes.icon}>
        <span>
          {address.line}
          <br />
          {address.city}
        </span>
      </Line>
      <Line Icon={Phone} iconClassName={classes.icon}>
        <a href={phone.href} className={classes.link}>
          {phone.display}
        </a>
      </Line>
      {email && (
        <Line Icon={Mail} iconClassName={classes.icon}>
          <a href={`mailto:${email}`} className={`${classes.link} break-all`}>
            {email}
          </a>
        </Line>
      )}
      <Line Icon={Clock} iconClassName={classes.icon} block>
        <dl className="space-y-1">
          {hours.map((row) => (
            <div key={row.key} className="flex flex-wrap gap-x-2">
              <dt className={cn('font-semibold', classes.days)}>{row.days}:</dt>
              <dd>{row.time}</dd>
            </div>
          ))}
        </dl>
      </Line>
    </address>
  );
}
