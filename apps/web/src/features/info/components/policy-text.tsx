import { SITE } from '@shop/shared';
import { Link } from 'react-router';
import { Trans, useDeliveryTimeWords, useTranslation } from '@/i18n/index.ts';

/** The tags a policy text may use, and what each becomes. */
const MARKUP = {
  strong: <strong />,
  // biome-ignore lint/a11y/useAnchorContent: Trans puts the text's words inside
  email: <a href={`mailto:${SITE.email}`} className="wrap-anywhere" />,
  // biome-ignore lint/a11y/useAnchorContent: Trans puts the text's words inside
  phone: <a href={SITE.phone.href} />,
  cookies: <Link to="/cookies" />,
  privacy: <Link to="/privacy" />,
  restaurants: <Link to="/restaurants" />,
  contactForm: <Link to="/contact" />,
};

/** The shop's details and the figures the policies quote, formatted by each language. */
const FACTS = {
  name: SITE.name,
  email: SITE.email,
  phone: SITE.phone.display,
  line: SITE.address.line,
  city: SITE.address.city,
  // The Individual Privacy Act and the Consumer Protection Act are both of 2075 BS (2018 AD).
  actBs: 2075,
  actAd: 2018,
  vat: 13,
  logDays: 30,
  replyDays: 14,
  minAge: 16,
  complaintHours: 24,
  riderWait: 10,
};

/**
 * One text of the policies namespace ('privacy.sections.whoWeAre.intro'), with its markup and
 * facts. The key is built from the page's section list, which the catalog's shape checks.
 */
export function PolicyText({ id }: { id: string }) {
  const { t } = useTranslation('policies');
  const values = { ...FACTS, estimate: useDeliveryTimeWords()() };
  // A key put together at run time is not one of the typed literal keys.
  return <Trans t={t} i18nKey={id as never} components={MARKUP} values={values} />;
}
