import type { MetaFunction } from 'react-router';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { pageMeta, WithRouteMeta } from '../meta';

/**
 * Prerendered as /404 and served for every path no route knows (CloudFront and the local server),
 * so its head must not depend on the address: no canonical URL, and kept out of search results.
 */
export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Page not found',
    description: "The page you're looking for doesn't exist or has moved.",
    noindex: true,
  });

export default function NotFound() {
  return (
    <WithRouteMeta>
      <NotFoundPage />
    </WithRouteMeta>
  );
}
