import type { MetaFunction } from 'react-router';
import { IntakeFormPage } from '../../features/intake/intake-form-page';
import { ensureConfig } from '../../config/env';
import { pageMeta, WithRouteMeta } from '../meta';

/** The form leads to /book, which needs /config.json: fetch it while the visitor fills the form in. */
export function clientLoader() {
  void ensureConfig().catch(() => undefined);
  return null;
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Book Your Lesson',
    description: 'Tell us about your goals and pick a time for your lesson with one of our tutors.',
    path: '/intake-form',
  });

export default function IntakeForm() {
  return (
    <WithRouteMeta>
      <IntakeFormPage />
    </WithRouteMeta>
  );
}
