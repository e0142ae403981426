import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape or a pointer press outside `rootRef` calls `onDismiss`; Escape also reports
 * itself so the caller can return focus to its trigger.
 */
export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, onDismiss: (reason: 'escape' | 'outside') => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, rootRef, onDismiss]);
}
