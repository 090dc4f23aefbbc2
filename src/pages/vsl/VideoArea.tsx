import { Trans } from '@lingui/react/macro';
import { Mascot } from '@/components/ui/Mascot';

/** The VSL video area: a 16:9 stage that says the presentation video is not published yet. */
export function VideoArea() {
  return (
    <section
      aria-label="Presentation video"
      className="relative mt-10 aspect-video w-full overflow-hidden rounded-blob bg-[#1e1b4b] shadow-[0_14px_0_#ece7ff]"
    >
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full"
        viewBox="0 0 160 90"
        preserveAspectRatio="none"
      >
        <circle cx="12" cy="14" r="1.2" fill="#fde68a" />
        <circle cx="8" cy="74" r="0.9" fill="#c4b5fd" />
        <circle cx="146" cy="12" r="1.1" fill="#f9a8d4" />
        <circle cx="152" cy="66" r="1.4" fill="#fde68a" />
        <circle cx="138" cy="84" r="0.8" fill="#c4b5fd" />
        <circle cx="24" cy="40" r="0.8" fill="#fde68a" />
      </svg>
      <div className="relative flex h-full flex-col items-center justify-center gap-2 px-4 text-white sm:gap-4">
        <span className="rounded-full bg-white/15 p-2">
          <Mascot pose="thinking" size={96} className="h-16 w-16 sm:h-24 sm:w-24" />
        </span>
        <p className="font-display text-2xl font-bold sm:text-4xl">
          <Trans>Video Coming Soon</Trans>
        </p>
        <p className="text-base text-[#ddd6fe] sm:text-lg">
          <Trans>Presentation about MathPop Fun Pack</Trans>
        </p>
      </div>
    </section>
  );
}
