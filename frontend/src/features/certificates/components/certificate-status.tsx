import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { PublicCertificate } from '@app/shared/certificates/schemas';
import { formatCertificateDate } from '@app/shared/certificates/format-date';

const CHECK = 'M8 12.5l2.7 2.7L16.5 9';
const CROSS = 'M9 9l6 6M15 9l-6 6';

function StatusIcon({ path }: { path: string }) {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d={path} fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The verdict above the certificate: genuine (green, with the school's name) or revoked (red, with the day). */
export function CertificateStatus({ certificate }: { certificate: PublicCertificate }) {
  const revoked = certificate.status === 'revoked';
  return (
    <HStack
      data-testid="certificate-status"
      align="start"
      gap="4"
      p={{ base: '4', md: '5' }}
      rounded="xl"
      borderWidth="2px"
      borderColor={revoked ? 'red.600' : 'green.600'}
      bg={revoked ? 'red.50' : 'green.50'}
    >
      <Box color={revoked ? 'red.700' : 'green.700'} flexShrink={0}>
        <StatusIcon path={revoked ? CROSS : CHECK} />
      </Box>
      <Stack gap="1" minW="0">
        <Text fontSize="2xl" fontWeight="bold" lineHeight="short" color={revoked ? 'red.800' : 'green.800'}>
          {revoked ? 'Revoked' : 'Verified'}
        </Text>
        <Text>
          {revoked
            ? `This certificate was revoked${certificate.revokedAt ? ` on ${formatCertificateDate(certificate.revokedAt)}` : ''} and is no longer valid.`
            : `This certificate is genuine: it was issued by ${certificate.school}.`}
        </Text>
      </Stack>
    </HStack>
  );
}
