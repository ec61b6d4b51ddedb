import type { MetaFunction } from 'react-router';
import { TermsPage } from '../../features/legal/terms-page';
import { pageMeta, WithRouteMeta } from '../meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Terms of Use',
    description: 'The rules of our lessons, packages, refunds and accounts.',
    path: '/terms',
  });

export default function Terms() {
  return (
    <WithRouteMeta>
      <TermsPage />
    </WithRouteMeta>
  );
}
