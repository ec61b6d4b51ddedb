import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Beside every form that collects personal data: where to read what happens to it. */
export function PrivacyNote() {
  return (
    <Text fontSize="sm" color="fg.muted">
      We use what you send only as our{' '}
      <Link asChild color="brand.fg">
        <RouterLink to="/privacy">Privacy Policy</RouterLink>
      </Link>{' '}
      explains. See also our{' '}
      <Link asChild color="brand.fg">
        <RouterLink to="/terms">Terms of Use</RouterLink>
      </Link>
      .
    </Text>
  );
}
