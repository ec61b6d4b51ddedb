import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LEVEL_LABELS } from '@app/shared/courses/schemas';
import { certificatePath, certificatePdfPath, type Certificate } from '@app/shared/certificates/schemas';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatCertificateDate } from '@app/shared/certificates/format-date';
import { EmptyNote } from './detail-section';

function StatusCell({ certificate }: { certificate: Certificate }) {
  if (certificate.status === 'valid') return <Badge colorPalette="green">Valid</Badge>;
  return (
    <Stack gap="1" align={{ base: 'end', md: 'start' }}>
      <Badge colorPalette="red">Revoked</Badge>
      {certificate.revokedAt && (
        <Text fontSize="sm" whiteSpace="nowrap">
          on {formatCertificateDate(certificate.revokedAt)}
        </Text>
      )}
      {certificate.revokedReason && (
        <Text fontSize="sm" color="fg.muted">
          {certificate.revokedReason}
        </Text>
      )}
    </Stack>
  );
}

function NewTabLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" aria-label={name} color="brand.fg" fontWeight="medium">
      {label}
    </Link>
  );
}

/** The student's certificates, newest first: what each says, whether it is still valid, and its page and PDF. */
export function CertificatesTable(props: {
  certificates: Certificate[];
  /** Given to super admins only: each valid certificate gets a Revoke button. */
  onRevoke?: (certificate: Certificate) => void;
}) {
  const { certificates, onRevoke } = props;
  if (certificates.length === 0) return <EmptyNote text="No certificates yet" />;
  const newestFirst = [...certificates].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  const columns: Column<Certificate>[] = [
    { header: 'Course', primary: true, cell: (certificate) => certificate.courseTitle },
    { header: 'Level', cell: (certificate) => LEVEL_LABELS[certificate.level] ?? certificate.level },
    { header: 'Issued', nowrap: true, cell: (certificate) => formatCertificateDate(certificate.issuedAt) },
    { header: 'Status', cell: (certificate) => <StatusCell certificate={certificate} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (certificate) => (
        <HStack gap="4" justify="end" flexWrap="wrap">
          <NewTabLink
            href={certificatePath(certificate.code)}
            label="View"
            name={`View certificate: ${certificate.courseTitle} (opens in a new tab)`}
          />
          {certificate.status === 'valid' && (
            <NewTabLink
              href={certificatePdfPath(certificate.code)}
              label="PDF"
              name={`PDF of the certificate: ${certificate.courseTitle} (opens in a new tab)`}
            />
          )}
          {onRevoke && certificate.status === 'valid' && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Revoke certificate: ${certificate.courseTitle}`}
              onClick={() => onRevoke(certificate)}
            >
              Revoke
            </Button>
          )}
        </HStack>
      ),
    },
  ];
  return (
    <ResponsiveTable
      label="Certificates"
      rows={newestFirst}
      rowKey={(certificate) => certificate.code}
      columns={columns}
    />
  );
}
