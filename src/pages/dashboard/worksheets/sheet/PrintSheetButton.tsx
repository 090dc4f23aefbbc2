import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StudentProfile } from '@/api/types';
import { useGate } from '@/components/gate/GateProvider';
import { Button } from '@/components/ui/controls';
import { greetingName } from '@/lib/greetingName';
import { saveFile } from '@/pages/dashboard/performance/class/saveFile';

/**
 * "Print Mia's sheet" (issue 37), or with several children "Print the class pack": makes this
 * week's sheet from each child's plan and downloads the PDF. The builder loads on the first tap, so
 * no route grows; a grown-up's action (behind the parental gate in kid mode).
 */
export function PrintSheetButton({
  students,
  variant = 'primary',
  className = '',
}: {
  students: readonly StudentProfile[];
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const { t } = useLingui();
  const gate = useGate();
  const [busy, setBusy] = useState(false);
  const one = students.length === 1 ? students[0] : undefined;
  const name = one ? (greetingName(one.student_name) ?? one.student_name) : '';
  const label = one ? t`Print ${name}'s sheet` : t`Print the class pack`;
  const warm = () => void import('./renderOffThread').then((m) => m.warmUpDrawing());
  const print = async () => {
    setBusy(true);
    try {
      const { makeSheets } = await import('./makeSheets');
      const made = await makeSheets(students);
      saveFile(made.bytes, made.fileName, 'application/pdf');
    } catch {
      toast.error(t`Could not make the sheet. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      className={className}
      disabled={busy || students.length === 0}
      aria-busy={busy}
      onClick={() => gate.guard(() => void print())}
      // The drawing worker (pdf-lib) starts when a pointer or focus comes near, not on page load.
      onPointerEnter={warm}
      onFocus={warm}
    >
      <span aria-hidden="true">🖨</span> {busy ? t`Making the sheet…` : label}
    </Button>
  );
}
