import { Trans, useLingui } from '@lingui/react/macro';
import { env } from '@/lib/env';
import { SectionTitle } from './SectionTitle';

/** Landing section (the header's Contact): the address to write to, and the refund promise. */
export default function Contact() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="contact-title" className="mx-auto w-full max-w-3xl px-5 py-16 text-center">
      <SectionTitle id="contact-title" title={t`Talk to us`}>
        <Trans>
          A question before you buy, an idea, or something not working? Write to us: a person reads every
          message and answers.
        </Trans>
      </SectionTitle>
      <a
        href={`mailto:${env.contactEmail}`}
        className="inline-flex min-h-14 items-center rounded-full border-2 border-primary bg-white px-8 font-display text-xl font-semibold break-all text-primary transition hover:bg-primary hover:text-white"
      >
        {env.contactEmail}
      </a>
      <p className="mt-6 text-ink-soft">
        <Trans>Not happy? Ask for a refund within 30 days of buying and you get the full amount back.</Trans>
      </p>
    </section>
  );
}
