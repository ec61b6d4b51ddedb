import type { MetaFunction } from 'react-router';
import { PrivacyPage } from '../../features/legal/privacy-page';
import { pageMeta, WithRouteMeta } from '../meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'What we collect, why, for how long, and your rights over it.',
    path: '/privacy',
  });

export default function Privacy() {
  return (
    <WithRouteMeta>
      <PrivacyPage />
    </WithRouteMeta>
  );
}
