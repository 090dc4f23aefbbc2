import { Trans, useLingui } from '@lingui/react/macro';
import { Mascot } from '@/components/ui/Mascot';
import { shotSources } from '@/components/ui/shotSources';

const files = import.meta.glob<string>('./{,pt-BR/}hero-*.webp', {
  base: '/src/assets/shots',
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * Hero picture: a screenshot of Castle Towers being played in the page's language (made by `npm run
 * shots`), in a tablet
 * frame with Pip cheering beside it. Fixed width/height reserve its space before it loads; it is kept
 * smaller than the headline and requested only after the first paint (data-after-paint, see
 * post-20-prerender.mjs), so it never becomes the page's largest paint.
 */
export function HeroArt() {
  const { t, i18n } = useLingui();
  const hero = shotSources(files, 'hero', i18n.locale);
  return (
    <figure className="relative w-full max-w-[220px] md:max-w-[420px]">
      <div className="rounded-[28px] bg-[#1e1b4b] p-2.5 shadow-[0_14px_0_#ece7ff]">
        <img
          src={hero.src}
          srcSet={hero.srcSet}
          sizes="(min-width: 768px) 400px, 200px"
          width="400"
          height="250"
          fetchPriority="low"
          data-after-paint=""
          decoding="async"
          alt={t`Castle Towers, one of the games: the first tower, 4 rows of 3 blocks, is built and reads 4 × 3 = 12`}
          className="block h-auto w-full rounded-[20px]"
        />
      </div>
      <Mascot pose="cheering" size={96} className="absolute -right-3 -bottom-8 h-auto w-20 sm:w-24" />
      <figcaption className="mt-3 pr-16 text-sm font-semibold text-ink-soft md:pr-20">
        <Trans>A real screenshot: Castle Towers, mid-game.</Trans>
      </figcaption>
    </figure>
  );
}
