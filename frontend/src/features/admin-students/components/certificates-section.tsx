import { useState } from 'react';
import { Button, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentDetail } from '@app/shared/admin/students';
import type { Certificate } from '@app/shared/certificates/schemas';
import { useAuth } from '../../../lib/auth';
import { studentPath } from '../student-path';
import { CertificatesTable } from './certificates-table';
import { DetailSection } from './detail-section';
import { IssueCertificateDialog } from './issue-certificate-dialog';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

/** Certificates of completion: issue one for a completed course, see each one, and (super admins) revoke. */
export function CertificatesSection({ detail }: { detail: StudentDetail }) {
  const { state } = useAuth();
  const isSuperAdmin = state.status === 'signedIn' && state.me.role === 'super_admin';
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Certificate | null>(null);

  return (
    <DetailSection id="student-certificates" title="Certificates">
      <Text fontSize="sm" color="fg.muted">
        When the student completes a course, issue their certificate: it gets a public page anyone can check, and a PDF.
      </Text>
      <Link asChild alignSelf="start" color="brand.fg" fontSize="sm">
        <RouterLink to={`${studentPath(detail.profile.id)}/progress`}>
          Progress: lessons attended and notes (read it before issuing a certificate)
        </RouterLink>
      </Link>
      <Button colorPalette="brand" alignSelf="start" onClick={() => setIssuing(true)}>
        Mark Course Completed
      </Button>
      <CertificatesTable certificates={detail.certificates ?? []} onRevoke={isSuperAdmin ? setRevoking : undefined} />
      <IssueCertificateDialog detail={detail} open={issuing} onClose={() => setIssuing(false)} />
      {isSuperAdmin && <RevokeCertificateDialog certificate={revoking} onClose={() => setRevoking(null)} />}
    </DetailSection>
  );
}
