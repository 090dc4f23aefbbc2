import { Trans, useLingui } from '@lingui/react/macro';
import { AvatarArt } from '@/components/avatars/Avatar';
import type { RosterLine } from './parseRoster';

/** The roster preview: one row per line, what will be made or why the line can't be. */
export function RosterPreview({ lines }: { lines: RosterLine[] }) {
  const { t } = useLingui();
  return (
    <div className="max-h-[26rem] overflow-auto rounded-card border-2 border-primary-soft">
      <table className="w-full text-left" aria-label={t`Students to add`}>
        <thead className="sticky top-0 bg-primary-soft text-sm text-ink">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Line</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Avatar</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Grade</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.line} className={`border-t border-primary-soft ${l.error ? 'bg-wrong-soft' : ''}`}>
              <td className="px-3 py-1 text-ink-soft">{l.line}</td>
              <td className="px-3 py-1">
                <AvatarArt id={l.avatar} className="size-8" />
              </td>
              <td className="px-3 py-1 font-semibold text-ink">{l.name || '—'}</td>
              <td className="px-3 py-1 text-ink-soft">{l.grade ?? ''}</td>
              <td className={`px-3 py-1 ${l.error ? 'font-semibold text-ink' : 'font-semibold text-buy'}`}>
                {l.error ?? t`Ready`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
