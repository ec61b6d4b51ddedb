import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { certificatePdfPath } from '@app/shared/certificates/schemas';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicCertificate } from '../api/get-public-certificate';
import { CertificateDocument } from './certificate-document';
import { CertificateNotFound } from './certificate-not-found';
import { CertificateSkeleton } from './certificate-skeleton';
import { CertificateStatus } from './certificate-status';

/** A code the server refuses (malformed: 400) or does not know (404). */
const isUnknownCode = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /certificates/:code: anyone holding a certificate's code checks here that it is genuine and still valid. */
export function CertificatePage() {
  const { code = '' } = useParams();
  usePageTitle('Certificate verification');
  const certificate = usePublicCertificate(code);

  if (certificate.isPending) return <CertificateSkeleton />;
  // A failed refresh of a certificate already shown keeps it shown.
  if (certificate.isError && !certificate.data) {
    if (isUnknownCode(certificate.error)) return <CertificateNotFound />;
    return (
      <Container maxW="2xl" py={{ base: '16', md: '24' }}>
        <Stack role="alert" gap="4" align="center" textAlign="center">
          <Heading as="h1" size="2xl">
            We couldn't check this certificate
          </Heading>
          <Text color="fg.muted">{errorMessage(certificate.error)}</Text>
          <Button colorPalette="brand" loading={certificate.isFetching} onClick={() => void certificate.refetch()}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }

  const data = certificate.data;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <CertificateStatus certificate={data} />
        <CertificateDocument certificate={data} />
        {data.status === 'valid' && (
          <Button asChild colorPalette="brand" size="lg" alignSelf="center">
            <a href={certificatePdfPath(data.code)} download={`certificate-${data.code}.pdf`}>
              Download PDF
            </a>
          </Button>
        )}
      </Stack>
    </Container>
  );
}
