import { Box, Link } from '@chakra-ui/react';
import { certificatePath, type Certificate } from '@app/shared/certificates/schemas';
import { toaster } from '../../../components/ui/toaster';

/**
 * 'Certificate issued', with the link to its public page to send the student. Longer than other
 * toasts, since it carries a link (the certificates list keeps it too).
 */
export function notifyCertificateIssued(certificate: Certificate) {
  const url = new URL(certificatePath(certificate.code), window.location.origin).href;
  return toaster.create({
    type: 'success',
    title: 'Certificate issued',
    description: (
      <>
        {certificate.courseTitle}: its public page is{' '}
        <Link
          href={url}
          target="_blank"
          rel="noopener"
          color="inherit"
          textDecoration="underline"
          overflowWrap="anywhere"
        >
          {url}
          <Box as="span" srOnly>
            {' (opens in a new tab)'}
          </Box>
        </Link>
      </>
    ),
    closable: true,
    duration: 15_000,
  });
}
