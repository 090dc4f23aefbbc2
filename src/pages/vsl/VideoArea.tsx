import { Trans, useLingui } from '@lingui/react/macro';
import { mediaFolder } from '@/components/sales/mediaFolder';
import { localeNames } from '@/i18n/locales';

/** The recordings, the English one in assets/video/ and the Portuguese one in assets/video/pt-BR/. */
const files = import.meta.glob<string>('/src/assets/video/{,pt-BR/}gameplay*.{webm,mp4,webp,vtt}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** A file of the recording played in `locale` (the English one when there is none), if recorded. */
function recorded(locale: string, file: string): string | undefined {
  return files[`/src/assets/video/${mediaFolder(locale)}${file}`] || files[`/src/assets/video/${file}`];
}

/** A file of the recording that must be there. */
function recording(locale: string, file: string): string {
  const url = recorded(locale, file);
  if (!url) throw new Error(`no ${file} (run npm run shots video)`);
  return url;
}

/**
 * The VSL video: under a minute of the real games, a lesson and practice, recorded by `npm run
 * shots` in the page's language (no voice; captions in English and Brazilian Portuguese say what is
 * happening). Nothing of
 * it loads before the visitor presses play (preload="none"); the captions come after the first paint
 * (data-after-paint). The poster frame, larger than the headline, is small (480 px, ~10 KB) and
 * the pre-render step inlines it into the HTML as a data: URL (data-inline-poster), so it paints in the
 * first frame instead of becoming a late LCP element, without weighing on the JS.
 */
export function VideoArea() {
  const { t, i18n } = useLingui();
  // The captions on by default are the page's language.
  const pt = i18n.locale === 'pt-BR';
  const file = (name: string) => recording(i18n.locale, name);
  // Made beside the WebM by `npm run shots video`; a tree recorded before it shows the WebM only.
  const mp4 = recorded(i18n.locale, 'gameplay.mp4');
  return (
    <figure className="mt-10">
      <div className="overflow-hidden rounded-blob bg-[#1e1b4b] p-2 shadow-[0_14px_0_#ece7ff] sm:p-3">
        <video
          controls
          preload="none"
          playsInline
          poster={file('gameplay-poster.webp')}
          data-inline-poster=""
          width="960"
          height="600"
          aria-label={t`Presentation about MathPop Fun Pack`}
          className="block h-auto w-full rounded-[1.25rem] bg-[#1e1b4b]"
        >
          {/* VP9 WebM where it plays, else H.264 MP4 (Safari on iPhone and iPad, issue 39 §4). */}
          <source src={file('gameplay.webm')} type="video/webm; codecs=vp9" />
          {mp4 && <source src={mp4} type="video/mp4; codecs=avc1.42C020" />}
          <track
            kind="captions"
            srcLang="en"
            label={localeNames.en}
            src={file('gameplay.en.vtt')}
            default={!pt}
            data-after-paint=""
          />
          <track
            kind="captions"
            srcLang="pt-BR"
            label={localeNames['pt-BR']}
            src={file('gameplay.pt-BR.vtt')}
            default={pt}
            data-after-paint=""
          />
        </video>
      </div>
      <figcaption className="mt-4 text-base text-ink-soft">
        <Trans>Under a minute of real play, recorded from the games, with captions.</Trans>
      </figcaption>
    </figure>
  );
}
