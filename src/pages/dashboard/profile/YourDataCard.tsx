import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { paths } from '@/app/paths';
import { Button, Card } from '@/components/ui/controls';
import { messages } from '@/content/messages';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Saves `text` as a file through a temporary link with the download attribute. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on a later turn: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Profile → Your data: download everything stored for the account, or delete the account. */
export function YourDataCard() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { exportMyData, exportFileName } = await import('@/api/export-my-data');
      const data = await exportMyData();
      saveFile(exportFileName(), `${JSON.stringify(data, null, 2)}\n`);
    } catch {
      setError(messages.privacy.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t`Your data`} icon="📦" id="your-data">
      <div className="space-y-6">
        <section aria-labelledby="download-title" className="space-y-3">
          <h3 id="download-title" className="font-display text-lg font-semibold">
            <Trans>Download my data</Trans>
          </h3>
          <p className="text-ink-soft">
            <Trans>
              A file with everything MathPop keeps for this account: your profile, your students and their
              progress, with a note explaining each field.
            </Trans>{' '}
            <a href={paths.privacy} className="font-bold text-primary-dark underline">
              <Trans>What we keep and why</Trans>
            </a>
          </p>
          <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
            {busy ? t`Preparing your file…` : t`Download my data`}
          </Button>
          {error && (
            <p role="alert" className="font-semibold text-[#b91c1c]">
              {error}
            </p>
          )}
        </section>
        <hr className="border-primary-soft" />
        <section
          aria-labelledby="delete-account-title"
          className="space-y-3 rounded-2xl border-2 border-wrong-soft bg-[#fff7f7] p-4"
        >
          <h3 id="delete-account-title" className="font-display text-lg font-semibold text-[#b91c1c]">
            <Trans>Delete my account</Trans>
          </h3>
          <p className="text-ink-soft">
            <Trans>
              Removes your account, all your students and all their progress, and signs you out everywhere. It
              can't be undone.
            </Trans>
          </p>
          <DeleteAccountDialog />
        </section>
      </div>
    </Card>
  );
}
