import type { MetaFunction } from 'react-router';
import { certificatePath } from '@app/shared/certificates/schemas';
import { CertificatePage } from '../../features/certificates/components/certificate-page';
import { pageMeta, WithRouteMeta } from '../meta';
import { SCHOOL_NAME } from '../site';

/** /certificates/:code: rendered in the browser (one page per code), and kept out of search results. */
export const meta: MetaFunction = ({ params }) =>
  pageMeta({
    title: 'Certificate verification',
    description: `Check that a certificate of completion from ${SCHOOL_NAME} is genuine and still valid.`,
    path: params.code ? certificatePath(params.code) : undefined,
    noindex: true,
  });

export default function Certificate() {
  return (
    <WithRouteMeta>
      <CertificatePage />
    </WithRouteMeta>
  );
}
