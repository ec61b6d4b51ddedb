import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { focusWhenReady } from './focus-when-ready';

/**
 * A registered field that takes focus when its form appears, for a form that replaces the control
 * that was just used (the next step of signing in, of a sign-up): returns the registration with a
 * ref that does both jobs.
 */
export function useFocusOnMount(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  const element = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    focusWhenReady(() => element.current);
  }, []);
  return {
    ...registration,
    ref: (node: HTMLInputElement | null) => {
      registration.ref(node);
      element.current = node;
    },
  };
}
