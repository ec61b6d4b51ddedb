import type { MetaFunction } from 'react-router';
import { AboutPage } from '../../features/about/about-page';
import { pageMeta, WithRouteMeta } from '../meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: 'Who we are: qualified Arabic and Quran tutors teaching students in 20+ countries since 2020.',
    path: '/about',
  });

export default function About() {
  return (
    <WithRouteMeta>
      <AboutPage />
    </WithRouteMeta>
  );
}
