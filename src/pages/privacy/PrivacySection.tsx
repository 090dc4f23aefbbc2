import type { ReactNode } from 'react';

/** One card of the privacy page: an icon, a heading and plain-worded paragraphs or a list. */
export function PrivacySection({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-primary-soft bg-white p-5 shadow-[0_4px_0_0_#ece7ff] sm:p-6">
      <h2 className="flex items-center gap-3 font-display text-2xl font-semibold text-ink">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-xl"
        >
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-lg leading-relaxed text-ink [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
