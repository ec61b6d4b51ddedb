import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Me } from '@app/shared/auth/schemas';
import type { AccountHolder } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { useAuth } from './auth';
import { rememberedLearner, rememberLearner } from './learner-storage';

/** The address's name for the current learner: `/student/dashboard?learner=<id>`. */
export const LEARNER_PARAM = 'learner';

/** The account's learners, oldest first (its first learner alone when the server names no others). */
export function accountLearners(me: Me | null): StudentProfile[] {
  if (!me || me.role !== 'student') return [];
  if (me.learners?.length) return me.learners;
  return me.student ? [me.student] : [];
}

/** The first of `wanted` that is a learner of the account, else its first learner (null: none). */
export function pickLearner(
  learners: readonly StudentProfile[],
  wanted: readonly (string | null | undefined)[],
): StudentProfile | null {
  for (const id of wanted) {
    const found = id ? learners.find((learner) => learner.id === id) : undefined;
    if (found) return found;
  }
  return learners[0] ?? null;
}

/** `path` with `?learner=<id>` (or `&learner=`) added; unchanged without an id. */
export function pathWithLearner(path: string, learnerId: string | undefined): string {
  if (!learnerId) return path;
  const [base = '', hash] = path.split('#');
  const joined = `${base}${base.includes('?') ? '&' : '?'}${LEARNER_PARAM}=${encodeURIComponent(learnerId)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

export interface LearnerChoice {
  /** Whom the student area shows: `?learner=`, else the last one chosen here, else the first. */
  learner: StudentProfile | null;
  learners: StudentProfile[];
  /** Two learners or more: only then does a page name the learner or offer a choice. */
  many: boolean;
  account: AccountHolder | null;
  /** What every read about the learner sends as `learnerId` and keys its cache by. */
  learnerId: string | undefined;
  /**
   * What a change about the learner (a package request, a saved profile) sends as `learnerId`:
   * only with two learners or more, so an account of one sends what it always sent.
   */
  writeLearnerId: string | undefined;
  /** Whether the account is known: a read about the learner waits until then, so it asks for the right one. */
  ready: boolean;
  /** Makes `learnerId` the current learner: in the address (no new history entry) and remembered. */
  choose(learnerId: string): void;
  /** A student-area link that keeps the learner (only with two learners or more: one needs no name). */
  link(path: string): string;
}

/**
 * The current learner of the student area, validated against the signed-in account's learners
 * (`GET /api/me`), so a stale or foreign id in the address falls back instead of being sent.
 */
export function useLearner(): LearnerChoice {
  const { state } = useAuth();
  const [params, setParams] = useSearchParams();
  const me = state.status === 'signedIn' ? state.me : null;
  const learners = useMemo(() => accountLearners(me), [me]);
  const wanted = params.get(LEARNER_PARAM);
  const learner = pickLearner(learners, [wanted, rememberedLearner()]);
  const many = learners.length > 1;

  // A learner named in the address (a link from the dashboard, a new learner) becomes the last one chosen.
  useEffect(() => {
    if (learner && wanted === learner.id) rememberLearner(learner.id);
  }, [learner, wanted]);

  const choose = useCallback(
    (learnerId: string) => {
      rememberLearner(learnerId);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(LEARNER_PARAM, learnerId);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const learnerId = learner?.id;
  const link = useCallback((path: string) => pathWithLearner(path, many ? learnerId : undefined), [many, learnerId]);

  return {
    learner,
    learners,
    many,
    account: me?.account ?? null,
    learnerId,
    // Writes always name the learner (the server's default, the account's own, may have been removed).
    writeLearnerId: learnerId,
    ready: state.status !== 'loading',
    choose,
    link,
  };
}
