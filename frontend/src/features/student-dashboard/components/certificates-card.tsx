import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { certificatePath, certificatePdfPath, type StudentCertificate } from '@app/shared/certificates/schemas';
import { errorMessage } from '../../../lib/api-client';
import { formatCertificateDate } from '@app/shared/certificates/format-date';
import { useMyCertificates } from '../api/get-certificates';
import { DashboardCard, EmptyNote } from './dashboard-card';

function CertificateItem({ certificate }: { certificate: StudentCertificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" rounded="md">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {certificate.courseTitle}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Issued <time dateTime={certificate.issuedAt}>{formatCertificateDate(certificate.issuedAt)}</time>
            {revoked && certificate.revokedAt && ` · revoked ${formatCertificateDate(certificate.revokedAt)}`}
          </Text>
        </Stack>
        {revoked && (
          <Badge colorPalette="red" flexShrink={0}>
            Revoked
          </Badge>
        )}
      </HStack>
      {certificate.note && (
        <Text fontSize="sm" fontStyle="italic" dir="auto" whiteSpace="pre-line" overflowWrap="anywhere">
          “{certificate.note}”
        </Text>
      )}
      <HStack gap="4" fontSize="sm" flexWrap="wrap">
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink
            to={certificatePath(certificate.code)}
            aria-label={`View certificate: ${certificate.courseTitle}`}
          >
            View certificate
          </RouterLink>
        </Link>
        {!revoked && (
          <Link
            href={certificatePdfPath(certificate.code)}
            download
            aria-label={`Download PDF: ${certificate.courseTitle}`}
            color="brand.fg"
            fontWeight="medium"
          >
            Download PDF
          </Link>
        )}
      </HStack>
    </Stack>
  );
}

/** The learner's certificates of completion (GET /api/me/certificates, read apart from the dashboard). */
export function CertificatesCard({ learnerId, ready }: { learnerId: string | undefined; ready: boolean }) {
  const certificates = useMyCertificates(learnerId, ready);
  return (
    <DashboardCard id="certificates" title="Certificates">
      {certificates.isPending ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading your certificates">
          <Skeleton h="20" />
        </Stack>
      ) : certificates.isError ? (
        <Stack role="alert" gap="3" align="start">
          <Text>We couldn't load your certificates. {errorMessage(certificates.error)}</Text>
          <Button size="sm" onClick={() => void certificates.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : certificates.data.length === 0 ? (
        <EmptyNote text="When you complete a course, your certificate of completion will appear here." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {[...certificates.data]
            .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
            .map((certificate) => (
              <CertificateItem key={certificate.code} certificate={certificate} />
            ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
