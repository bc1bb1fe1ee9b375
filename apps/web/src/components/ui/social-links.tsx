import { SITE } from '@shop/shared';
import type { ComponentType } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './social-icons.tsx';

const SOCIAL_LINKS: Array<{
  label: string;
  href: string;
  Icon: ComponentType<{ className?: string }>;
}> = [
  { label: 'Facebook', href: SITE.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: SITE.social.instagram, Icon: InstagramIcon },
  { label: 'TikTok', href: SITE.social.tiktok, Icon: TiktokIcon },
  { label: 'YouTube', href: SITE.social.youtube, Icon: YoutubeIcon },
];

interface SocialLinksProps {
  className: string;
  linkClassName: string;
  /** Writes the platform's name beside its mark. */
  showLabels?: boolean;
}

/** The restaurant's social media pages, each opening in a new tab. */
export function SocialLinks({ className, linkClassName, showLabels = false }: SocialLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('social.label')}>
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { site: SITE.name, platform: label })}
            className={linkClassName}
          >
            <Icon className="size-[18px]" />
            {showLabels && label}
          </a>
        </li>
      ))}
    </ul>
  );
}
