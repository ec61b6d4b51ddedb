import { useEffect, useState } from 'react';
import { ApiError } from './api-client';

/** A 409 from a save: someone else saved the record since this screen read it. */
export const isStaleSave = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The version an edit of one record is based on. It is the version shown when the edit began, so
 * a colleague's save in between makes ours a 409 (the screen keeps what was typed). After such a
 * conflict it becomes the newest version the screen has loaded: a second save, made knowingly,
 * then replaces the colleague's change. `recordKey` names the record being edited.
 */
export function useBasedOn(recordKey: string | null, shown: number | undefined, latest: number | undefined) {
  const [conflicted, setConflicted] = useState(false);
  const [seen, setSeen] = useState(shown ?? 0);
  useEffect(() => {
    setConflicted(false);
    setSeen(shown ?? 0);
    // Only a new record (or a new opening) resets what the edit is based on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordKey]);
  return {
    version: conflicted ? (latest ?? seen) : seen,
    conflicted,
    /** Call with a failed save's error. */
    noteFailure(error: unknown) {
      if (isStaleSave(error)) setConflicted(true);
    },
  };
}
