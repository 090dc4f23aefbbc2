import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { gatePassed, readPassedUntil, savePassedUntil } from '@/state/gatePass';

// The gate's dialog (Radix Dialog, ~12 KB gzip) is fetched the first time the gate is shown, so a
// cold practice route does not download it before the child can play (issue 25). The service
// worker precaches it like every chunk.
const ParentalGateDialog = lazy(() =>
  import('./ParentalGateDialog').then((m) => ({ default: m.ParentalGateDialog })),
);

/** What a page asks of the parental gate. */
export interface Gate {
  /** True in kid mode, where grown-up areas sit behind the gate. */
  kidMode: boolean;
  /** Whether the gate is open in this tab right now (passed within the last few minutes). */
  passed: () => boolean;
  /**
   * Runs `action` at once when no gate applies (not kid mode, unless `always`) or it was passed
   * lately; otherwise shows the gate and runs `action` once it is passed. `onCancel` runs if not.
   */
  guard: (action: () => void, options?: { always?: boolean; onCancel?: () => void }) => void;
}

const GateContext = createContext<Gate>({ kidMode: false, passed: () => false, guard: (action) => action() });

/** Provides the parental gate to the dashboard; `kidMode` says whether grown-up areas need it. */
export function GateProvider({ kidMode, children }: { kidMode: boolean; children: ReactNode }) {
  const [pending, setPending] = useState<{ action: () => void; onCancel?: () => void } | null>(null);
  // Held in state too, so passing the gate re-renders what it guards.
  const [passedUntil, setPassedUntil] = useState(readPassedUntil);
  // Mounted from the first time the gate is shown on, then opened and closed by `open`.
  const [shown, setShown] = useState(false);

  const passed = useCallback(() => gatePassed(Date.now(), passedUntil ?? readPassedUntil()), [passedUntil]);
  const guard = useCallback<Gate['guard']>(
    (action, options) => {
      if ((!kidMode && !options?.always) || gatePassed(Date.now(), readPassedUntil())) action();
      else {
        setShown(true);
        setPending({ action, onCancel: options?.onCancel });
      }
    },
    [kidMode],
  );
  const value = useMemo(() => ({ kidMode, passed, guard }), [kidMode, passed, guard]);

  const pass = (until: number) => {
    savePassedUntil(until);
    setPassedUntil(until);
    const action = pending?.action;
    setPending(null);
    action?.();
  };
  const cancel = () => {
    const onCancel = pending?.onCancel;
    setPending(null);
    onCancel?.();
  };

  return (
    <GateContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ParentalGateDialog open={pending !== null} onPass={pass} onCancel={cancel} />
        </Suspense>
      )}
    </GateContext.Provider>
  );
}

/** The parental gate of the surrounding GateProvider (outside one, nothing is gated). */
export function useGate(): Gate {
  return useContext(GateContext);
}
