import type { DashboardStats } from '@shop/shared';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { SidebarBrand } from './sidebar-brand.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

interface DesktopSidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  stats: DashboardStats | undefined;
}

/**
 * The sidebar on wide screens: 280 px, or a 70 px rail of icons
 * (docs/product-rules.md#back-office-shell), sticky.
 */
export function DesktopSidebar({ collapsed, onToggle, stats }: DesktopSidebarProps) {
  const { t } = useTranslation('admin');
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      data-testid="admin-sidebar"
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden bg-charcoal-950 transition-[width] duration-200 lg:flex',
        collapsed ? 'w-[70px]' : 'w-[280px]',
      )}
    >
      <div className={cn('border-b border-white/5', collapsed ? 'px-2' : 'px-3')}>
        <SidebarBrand collapsed={collapsed} />
      </div>
      <SidebarNav collapsed={collapsed} stats={stats} />
      <div className={cn('border-t border-white/5 py-3', collapsed ? 'px-2' : 'px-3')}>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          title={collapsed ? t('nav.expand') : t('nav.collapse')}
          className={cn(
            'flex h-10 w-full items-center gap-3 rounded-xl text-sm font-medium text-charcoal-300 transition hover:bg-white/[0.05] hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400',
            collapsed ? 'justify-center' : 'px-3',
          )}
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {!collapsed && <span>{t('nav.collapse')}</span>}
        </button>
      </div>
    </aside>
  );
}
