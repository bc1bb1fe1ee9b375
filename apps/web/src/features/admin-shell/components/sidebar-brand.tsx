import { Link } from 'react-router';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { ADMIN_HOME } from '../admin-redirect.ts';

/** The mark and name at the top of the sidebar; links to the dashboard. */
export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Link
      to={ADMIN_HOME}
      aria-label={`${t('brand.name')} ${t('brand.area')}`}
      className={cn(
        'flex h-16 shrink-0 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400',
        collapsed ? 'justify-center' : 'px-3',
      )}
    >
      <BurgerMark className="size-9" />
      {!collapsed && (
        <span className="min-w-0">
          <span className="block truncate font-display-tight text-lg leading-tight text-white">
            {t('brand.name')}
          </span>
          <span className="block text-[0.68rem] font-semibold tracking-[0.16em] text-flame-400 uppercase">
            {t('brand.area')}
          </span>
        </span>
      )}
    </Link>
  );
}
