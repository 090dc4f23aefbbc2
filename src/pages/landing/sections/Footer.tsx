import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/app/paths';
import { offer } from '@/components/sales/price';
import { brand } from '@/components/ui/brand';
import { Logo } from '@/components/ui/Logo';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';

/** Landing footer: who we are, account links and the fixed legal lines. */
export default function Footer() {
  const { t, i18n } = useLingui();
  const ages = i18n._(offer.ages);
  return (
    <footer className="w-full bg-cloud">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-5 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 leading-relaxed text-ink-soft">
            <Trans>
              Visual maths games that help children aged {ages} learn multiplication, division and factors —
              and enjoy it.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Account`} className="flex flex-wrap gap-6 font-semibold">
          <a className="text-primary underline-offset-4 hover:underline" href={paths.login}>
            <Trans>Log in</Trans>
          </a>
          <a className="text-primary underline-offset-4 hover:underline" href={paths.signup}>
            <Trans>Create an account</Trans>
          </a>
          <a className="text-primary underline-offset-4 hover:underline" href={paths.privacy}>
            <Trans>Privacy</Trans>
          </a>
        </nav>
      </div>
      <div className="border-t border-[#ddd6f3]">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-5 text-sm text-ink-soft sm:flex-row sm:justify-between">
          <p>
            <Trans>All materials for educational use only</Trans>
          </p>
          <p>{brand.copyright}</p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
