import type { MetaFunction } from 'react-router';
import { HomePage } from '../../features/home/home-page';
import { pageMeta, WithRouteMeta } from '../meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: '',
    description:
      'Learn Arabic and the Quran online with expert tutors: live one-to-one lessons for kids, teens and adults. Book a free trial lesson.',
    path: '/',
  });

export default function Home() {
  return (
    <WithRouteMeta>
      <HomePage />
    </WithRouteMeta>
  );
}
