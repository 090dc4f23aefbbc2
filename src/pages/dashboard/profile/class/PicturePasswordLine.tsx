import { Trans, useLingui } from '@lingui/react/macro';
import { PictureIcon } from '@/components/pictures/PictureIcon';
import { Button } from '@/components/ui/controls';
import { pictureName, picturePairNames } from '@/content/class-pictures';

/** A student's picture password in a Profile row: "Picture password: cat + rocket" and a new one. */
export function PicturePasswordLine({
  name,
  pair,
  busy,
  onNew,
}: {
  name: string;
  pair: readonly number[] | undefined;
  busy: boolean;
  onNew: () => void;
}) {
  const { t } = useLingui();
  const names = pair ? picturePairNames(pair) : undefined;
  const words = names ? names.map(pictureName).join(' + ') : '…';
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:pl-15">
      {names && (
        <span className="flex gap-1">
          {names.map((n) => (
            <PictureIcon key={n} name={n} className="size-8" />
          ))}
        </span>
      )}
      <p className="text-ink">
        <Trans>Picture password: {words}</Trans>
      </p>
      <Button
        variant="ghost"
        onClick={onNew}
        disabled={busy || !names}
        aria-label={t`New picture password for ${name}`}
      >
        <Trans>New picture password</Trans>
      </Button>
    </div>
  );
}
