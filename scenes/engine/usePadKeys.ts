import { useEffect } from 'react';
import type { PadAction } from './ui/NumberPad';

/** The physical keyboard for a number pad: digits type, Backspace/Delete erase, Enter answers. */
export function usePadKeys(dispatch: (action: PadAction) => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Enter on a focused button (the pad's own overlay buttons) presses that button instead.
      if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
      if (/^[0-9]$/.test(event.key)) dispatch({ type: 'digit', digit: Number(event.key) });
      else if (event.key === 'Backspace' || event.key === 'Delete') dispatch({ type: 'delete' });
      else if (event.key === 'Enter') dispatch({ type: 'enter' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, enabled]);
}
