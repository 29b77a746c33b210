// The add-to-cart button's timed states (spec §4, §9): adding on click; 'Added!' 1 s after the add, back 2 s later;
// back 1 s after an error shows; 'Select Option' for 2 s. Timers are cleared on unmount and on every new state.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ADDED_DELAY_MS, ADDED_DURATION_MS, FAILURE_RESET_MS, SELECT_OPTION_MS } from './storefront-timings.ts';

export type AddButtonPhase = 'idle' | 'adding' | 'added' | 'select-option';

export type AddButtonPhaseControls = {
  phase: AddButtonPhase;
  adding: () => void;
  /** The add worked: 'Added!' after 1 s, then idle 2 s later. */
  added: () => void;
  /** The error is showing: idle 1 s from now. */
  failed: () => void;
  selectOption: () => void;
  reset: () => void;
};

export function useAddButtonPhase(): AddButtonPhaseControls {
  const [phase, setPhase] = useState<AddButtonPhase>('idle');
  const timer = useRef<number | undefined>(undefined);

  const after = useCallback((ms: number, then: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(then, ms);
  }, []);
  const now = useCallback((next: AddButtonPhase) => {
    window.clearTimeout(timer.current);
    setPhase(next);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      phase,
      adding: () => now('adding'),
      added: () =>
        after(ADDED_DELAY_MS, () => {
          setPhase('added');
          after(ADDED_DURATION_MS, () => setPhase('idle'));
        }),
      failed: () => after(FAILURE_RESET_MS, () => setPhase('idle')),
      selectOption: () => {
        now('select-option');
        after(SELECT_OPTION_MS, () => setPhase('idle'));
      },
      reset: () => now('idle'),
    }),
    [phase, after, now],
  );
}
