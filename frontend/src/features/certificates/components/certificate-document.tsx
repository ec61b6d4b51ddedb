import type { ReactNode } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { LEVEL_LABELS } from '@app/shared/courses/schemas';
import type { PublicCertificate } from '@app/shared/certificates/schemas';
import { formatCertificateDate } from '@app/shared/certificates/format-date';
import { hasArabic } from '../has-arabic';

/** The eight-pointed star of the site's covers, as the certificate's seal. */
function Seal({ muted }: { muted: boolean }) {
  return (
    <Box color={muted ? 'gray.400' : 'brand.500'} aria-hidden="true">
      <svg width="44" height="44" viewBox="0 0 100 100">
        <polygon
          points="84,50 69,58 74,74 58,69 50,84 42,69 26,74 31,58 16,50 31,42 26,26 42,31 50,16 58,31 74,26 69,42"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <circle cx="50" cy="50" r="12" fill="currentColor" />
      </svg>
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text
        as="dt"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="0.08em"
        color="fg.muted"
      >
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The certificate as a document: the school, the title, the student's name (right to left when it
 * is Arabic, in the site's Arabic face), the course, then the level, the day and the code.
 */
export function CertificateDocument({ certificate }: { certificate: PublicCertificate }) {
  const arabicName = hasArabic(certificate.studentName);
  const revoked = certificate.status === 'revoked';
  return (
    <Box
      as="article"
      aria-labelledby="certificate-title"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.200"
      boxShadow="sm"
      p={{ base: '2', md: '3' }}
    >
      <Stack
        gap={{ base: '5', md: '6' }}
        align="center"
        textAlign="center"
        borderWidth="2px"
        borderColor={revoked ? 'gray.300' : 'brand.300'}
        rounded="lg"
        px={{ base: '4', md: '12' }}
        py={{ base: '8', md: '12' }}
        bgGradient="to-b"
        gradientFrom={revoked ? 'gray.100' : 'brand.50'}
        gradientTo="white"
      >
        <Seal muted={revoked} />
        <Stack gap="2" align="center">
          <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.12em" color="brand.fg">
            {certificate.school}
          </Text>
          <Heading as="h1" id="certificate-title" size={{ base: '3xl', md: '4xl' }} letterSpacing="-0.01em">
            Certificate of Completion
          </Heading>
          {/* Said on the document too, so a screenshot of it alone cannot pass for a valid one. */}
          {revoked && (
            <Text
              mt="1"
              px="3"
              py="0.5"
              borderWidth="2px"
              borderColor="red.600"
              rounded="md"
              color="red.700"
              bg="white"
              fontSize="sm"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="0.1em"
            >
              Revoked · no longer valid
            </Text>
          )}
        </Stack>
        <Stack gap="1" align="center" w="full">
          <Text color="fg.muted">This certifies that</Text>
          <Text
            data-testid="certificate-student-name"
            dir="auto"
            lang={arabicName ? 'ar' : undefined}
            fontFamily={arabicName ? 'arabicTyped' : 'heading'}
            fontSize={{ base: '3xl', md: '5xl' }}
            lineHeight={arabicName ? '1.9' : '1.2'}
            py={arabicName ? undefined : '1'}
            fontWeight={arabicName ? 'normal' : 'semibold'}
            css={arabicName ? { fontSynthesis: 'none' } : undefined}
            color={revoked ? 'fg' : 'brand.800'}
            overflowWrap="anywhere"
            maxW="full"
          >
            {certificate.studentName}
          </Text>
          <Text color="fg.muted">has completed the course</Text>
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" overflowWrap="anywhere">
            {certificate.courseTitle}
          </Text>
        </Stack>
        {certificate.note && (
          <Text dir="auto" fontStyle="italic" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" maxW="xl">
            “{certificate.note}”
          </Text>
        )}
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', md: 'repeat(3, auto)' }}
          justifyContent="space-evenly"
          gap={{ base: '4', md: '8' }}
          w="full"
          pt="6"
          borderTopWidth="1px"
          borderColor="brand.200"
        >
          <Detail label="Level">{LEVEL_LABELS[certificate.level] ?? certificate.level}</Detail>
          <Detail label="Date issued">
            <time dateTime={certificate.issuedAt}>{formatCertificateDate(certificate.issuedAt)}</time>
          </Detail>
          <Detail label="Certificate code">
            <Text as="span" fontFamily="mono" letterSpacing="0.04em" whiteSpace="nowrap">
              {certificate.code}
            </Text>
          </Detail>
        </Grid>
      </Stack>
    </Box>
  );
}
