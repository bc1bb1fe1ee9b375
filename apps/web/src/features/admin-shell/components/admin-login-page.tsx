import { ArrowLeft, BellRing, ChartLine, ChefHat } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
import { StaffSignInCard, useAdminSession } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { adminReturnPath } from '../admin-redirect.ts';
import { AdminLoginForm } from './admin-login-form.tsx';

const POINTS = [
  { key: 'orders', icon: BellRing },
  { key: 'menu', icon: ChefHat },
  { key: 'insight', icon: ChartLine },
] as const;

/** The burger mark and "Burger House Admin Panel": on the dark aside, and above the form on a phone. */
function LoginBrand({
  className,
  markClassName,
  areaClassName,
}: {
  className: string;
  markClassName: string;
  areaClassName: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <BurgerMark className={markClassName} />
      <p className="font-display-tight">
        {t('brand.name')} <span className={areaClassName}>{t('brand.area')}</span>
      </p>
    </div>
  );
}

/** The brand side of the login screen (desktop): what the back office is for. */
function LoginAside() {
  const { t } = useTranslation('admin');
  return (
    <div className="relative isolate hidden overflow-hidden bg-charcoal-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_0%_100%,var(--color-flame-800)_0%,transparent_65%),radial-gradient(ellipse_60%_50%_at_100%_0%,var(--color-flame-950)_0%,transparent_70%)]"
      />
      <LoginBrand className="text-2xl" markClassName="size-11" areaClassName="text-flame-400" />
      <div>
        <p className="max-w-md font-display-tight text-5xl leading-tight">
          {t('login.aside.heading')}
        </p>
        <ul className="mt-8 grid gap-4">
          {POINTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-3 text-charcoal-100">
              <span className="flex size-10 items-center justify-center rounded-xl bg-white/10 text-flame-300 ring-1 ring-white/10">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {t(`login.aside.points.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-charcoal-400">{t('login.activityLogged')}</p>
    </div>
  );
}

/**
 * /admin/login (docs/product-rules.md#admin-login). A signed-in admin goes straight on, to the page
 * that sent them here or to the dashboard.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const { admin } = useAdminSession();
  const [params] = useSearchParams();
  if (admin) return <Navigate to={adminReturnPath(params.get('redirect'), admin.role)} replace />;

  return (
    <div className="grid min-h-dvh grid-cols-1 bg-cream-100 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{t('login.documentTitle')}</title>
      <LoginAside />
      {/* Top-aligned, not centred: the demo hint appears at the form's end once the server
          answers, and a centred column would move the whole form when it does. */}
      <main className="flex flex-col items-center px-4 pt-6 pb-10 sm:px-8 sm:pt-12 lg:pt-[12vh]">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center justify-between gap-3 text-sm">
            <LoginBrand
              className="text-xl text-charcoal-900 lg:hidden"
              markClassName="size-10"
              areaClassName="text-flame-600"
            />
            <Link
              to="/"
              className="-mr-3 ml-auto inline-flex items-center gap-2 rounded-full px-3 py-2 font-semibold text-charcoal-800 transition hover:bg-charcoal-900/5 hover:text-flame-700 lg:-ml-3 lg:mr-0"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('login.backToShop')}
            </Link>
          </div>
          <StaffSignInCard>
            <p className="mt-4 text-xs font-semibold tracking-[0.16em] text-flame-700 uppercase">
              {t('login.kicker')}
            </p>
            <h1
              id="admin-login-title"
              className="mt-1 font-display-tight text-3xl text-charcoal-900"
            >
              {t('login.heading')}
            </h1>
            <p className="mt-1 text-charcoal-600">{t('login.lead')}</p>
            <p className="mt-2 text-sm text-charcoal-500 lg:hidden">{t('login.activityLogged')}</p>
            <div className="mt-6">
              <AdminLoginForm labelledBy="admin-login-title" />
            </div>
          </StaffSignInCard>
        </div>
      </main>
    </div>
  );
}
