import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { getClassCode } from '@/api/get-class-code';
import type { PicturePassword } from '@/api/list-picture-passwords';
import { rotateClassCode } from '@/api/rotate-class-code';
import type { StudentProfile } from '@/api/types';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/controls';
import { shownName } from '@/lib/classNames';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { loginCardsPdf } from './loginCardsPdf';
import { NewCodeDialog } from './NewCodeDialog';

/** Saves bytes as a file through a temporary link (the browser's own download). */
function download(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The teacher's class sign-in box in Profile (issue 17): "Class code: XXXXXX", "New class code"
 * (after a confirmation, signs every child out) and "Download login cards" (a PDF made here).
 */
export function ClassLoginPanel({
  userId,
  students,
  passwords,
}: {
  userId: string;
  students: StudentProfile[];
  passwords: PicturePassword[] | undefined;
}) {
  const { t } = useLingui();
  const code = useLoad(`class-code:${userId}`, getClassCode);
  const [busy, setBusy] = useState(false);
  const current = code.state.status === 'ready' ? code.state.data : null;
  const address = `${window.location.host}${paths.classSignIn}`;

  const rotate = async () => {
    setBusy(true);
    try {
      const next = await rotateClassCode();
      code.setData(() => next);
      toast.success(t`New class code made. Every child was signed out.`);
    } catch {
      toast.error(t`Could not make a new class code. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const cards = async () => {
    if (!current || !passwords) return;
    setBusy(true);
    try {
      const pairs = new Map(passwords.map((p) => [p.studentId, p.pair]));
      const list = students.map((s) => ({
        id: s.id,
        firstName: shownName(
          s.student_name,
          students.map((o) => o.student_name),
        ),
        avatarUrl: s.avatar_url,
        pair: pairs.get(s.id) ?? [],
      }));
      download(
        await loginCardsPdf(list, current, `${window.location.origin}${paths.classSignIn}`),
        t`login-cards-${current}.pdf`,
      );
    } catch {
      toast.error(t`Could not make the login cards. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-card bg-primary-soft/50 p-4">
      <p className="flex-1 font-display text-xl font-semibold text-ink" aria-live="polite">
        {current ? (
          <Trans>
            Class code: <span className="font-bold tracking-widest text-primary-dark">{current}</span>
          </Trans>
        ) : code.state.status === 'error' ? (
          t`Could not load the class code.`
        ) : (
          t`Loading the class code…`
        )}
      </p>
      <NewCodeDialog disabled={!current || busy} onConfirm={() => void rotate()} />
      <Button onClick={() => void cards()} disabled={!current || !passwords || students.length === 0 || busy}>
        <Trans>Download login cards</Trans>
      </Button>
      <p className="w-full text-ink-soft">
        <Trans>Children sign in at {address} with this code and their two pictures.</Trans>
      </p>
    </div>
  );
}
