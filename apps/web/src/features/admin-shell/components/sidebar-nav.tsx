import { type DashboardStats, roleMayOpen } from '@shop/shared';
import { ExternalLink, Store } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import {
  ADMIN_SECTIONS,
  type AdminSection,
  OUTSIDE_SCREENS,
  RESTAURANT_SECTIONS,
  STAFF_SECTIONS,
  sectionPath,
  sectionsFor,
} from '../admin-sections.ts';
import { badgeText } from '../badge-text.ts';
import { useStaffRole } from '../hooks/use-staff-role.ts';

interface SidebarNavProps {
  /** The 70 px rail: icons only, labels for screen readers and as tooltips. */
  collapsed: boolean;
  stats: DashboardStats | undefined;
}

const itemClasses = (active: boolean, collapsed: boolean) =>
  cn(
    'group relative flex h-11 items-center gap-3 rounded-xl text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400',
    collapsed ? 'flex-col justify-center gap-0.5 px-0' : 'px-3',
    active
      ? 'bg-white/[0.08] text-white before:absolute before:inset-y-2 before:-left-3 before:w-1 before:rounded-r-full before:bg-flame-500'
      : 'text-charcoal-300 hover:bg-white/[0.05] hover:text-white',
  );

function Badge({ text, collapsed }: { text: string; collapsed: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="nav-badge"
      className={cn(
        'flex items-center justify-center rounded-full bg-flame-600 leading-none font-bold text-white tabular-nums',
        // On the rail the badge sits under its icon, never over it.
        collapsed ? 'h-3.5 min-w-3.5 px-1 text-[9px]' : 'ml-auto h-5 min-w-5 px-1.5 text-[11px]',
      )}
    >
      {text}
    </span>
  );
}

/** The dashboard is also the index page (/admin). */
function useIsActive() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (section: AdminSection) =>
    path === sectionPath(section) ||
    path.startsWith(`${sectionPath(section)}/`) ||
    (section.key === 'dashboard' && path === '/admin');
}

function SectionLink({
  section,
  collapsed,
  stats,
}: {
  section: AdminSection;
  collapsed: boolean;
  stats: DashboardStats | undefined;
}) {
  const { t } = useTranslation('admin');
  const isActive = useIsActive()(section);
  const label = t(`nav.${section.key}`);
  const count = section.badge && stats ? section.badge.count(stats) : undefined;
  const text = badgeText(count, collapsed);
  const Icon = section.icon;
  return (
    <li>
      <Link
        to={sectionPath(section)}
        aria-current={isActive ? 'page' : undefined}
        title={collapsed ? label : undefined}
        className={itemClasses(isActive, collapsed)}
      >
        <Icon
          className={cn(
            'size-5 shrink-0 transition',
            isActive ? 'text-flame-400' : 'text-charcoal-400 group-hover:text-flame-300',
          )}
          aria-hidden="true"
        />
        <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
        {text && section.badge && count !== undefined && (
          <>
            <span className="sr-only">({t(`nav.badge.${section.badge.kind}`, { count })})</span>
            <Badge text={text} collapsed={collapsed} />
          </>
        )}
      </Link>
    </li>
  );
}

/**
 * The sidebar's links: the ten sections, the restaurant's (meal options, ordering, delivery areas), then
 * the staff tools and the way to the shop; of them, only what the staff member's role may open
 * (docs/product-rules.md#staff-and-roles).
 */
export function SidebarNav({ collapsed, stats }: SidebarNavProps) {
  const { t } = useTranslation('admin');
  const role = useStaffRole();
  const sections = sectionsFor(ADMIN_SECTIONS, role);
  const restaurant = sectionsFor(RESTAURANT_SECTIONS, role);
  const staff = sectionsFor(STAFF_SECTIONS, role);
  const outside = OUTSIDE_SCREENS.filter(
    ({ screen }) => role !== null && roleMayOpen(role, screen),
  );
  const groupTitle = cn(
    'mb-2 px-3 text-[0.68rem] font-semibold tracking-[0.16em] text-charcoal-400 uppercase',
    collapsed && 'sr-only',
  );
  return (
    <nav
      aria-label={t('nav.label')}
      className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-3 py-4"
    >
      {sections.length > 0 && (
        <ul className="grid gap-1">
          {sections.map((section) => (
            <SectionLink key={section.key} section={section} collapsed={collapsed} stats={stats} />
          ))}
        </ul>
      )}
      {restaurant.length > 0 && (
        <div>
          <p className={groupTitle}>{t('nav.restaurantLabel')}</p>
          <ul className="grid gap-1">
            {restaurant.map((section) => (
              <SectionLink
                key={section.key}
                section={section}
                collapsed={collapsed}
                stats={stats}
              />
            ))}
          </ul>
        </div>
      )}
      <div>
        <p className={groupTitle}>{t('nav.staffLabel')}</p>
        <ul className="grid gap-1">
          {staff.map((section) => (
            <SectionLink key={section.key} section={section} collapsed={collapsed} stats={stats} />
          ))}
          {outside.map(({ screen, path, icon: Icon, label }) => (
            <li key={screen}>
              <Link
                to={path}
                title={collapsed ? t(label) : undefined}
                className={itemClasses(false, collapsed)}
              >
                <Icon
                  className="size-5 shrink-0 text-charcoal-400 group-hover:text-flame-300"
                  aria-hidden="true"
                />
                <span className={cn('truncate', collapsed && 'sr-only')}>{t(label)}</span>
              </Link>
            </li>
          ))}
          <li>
            <a
              href="/"
              target="_blank"
              rel="noopener"
              title={collapsed ? t('nav.viewShop') : undefined}
              className={itemClasses(false, collapsed)}
            >
              <Store
                className="size-5 shrink-0 text-charcoal-400 group-hover:text-flame-300"
                aria-hidden="true"
              />
              <span className={cn('truncate', collapsed && 'sr-only')}>{t('nav.viewShop')}</span>
              {!collapsed && (
                <ExternalLink className="ml-auto size-3.5 text-charcoal-500" aria-hidden="true" />
              )}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
