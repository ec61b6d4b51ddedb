import { Circle } from '@chakra-ui/react';

/** A numbered brand-coloured circle (module order, How It Works steps); decorative, so hidden from screen readers. */
export function NumberBadge({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  return (
    <Circle
      size={size === 'lg' ? '12' : '9'}
      flexShrink={0}
      bg="brand.solid"
      color="white"
      fontWeight="bold"
      fontSize={size === 'lg' ? 'xl' : undefined}
      aria-hidden="true"
    >
      {value}
    </Circle>
  );
}
