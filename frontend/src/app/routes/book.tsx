import type { MetaFunction } from 'react-router';
import { BookPage } from '../../features/booking/book-page';
import { ensureConfig } from '../../config/env';
import { pageMeta, WithRouteMeta } from '../meta';

/** The page embeds the trial scheduling page named in /config.json: wait for it. */
export async function clientLoader() {
  await ensureConfig();
  return null;
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Pick Your Perfect Time',
    description: 'Choose a time for your lesson with one of our tutors.',
    path: '/book',
  });

export default function Book() {
  return (
    <WithRouteMeta>
      <BookPage />
    </WithRouteMeta>
  );
}
