import { Center, Image, Text } from '@chakra-ui/react';

export function CourseCover({ src, height }: { src: string; height: string | Record<string, string> }) {
  if (!src) {
    return (
      <Center h={height} bg="gray.100" color="fg.muted">
        <Text>No image</Text>
      </Center>
    );
  }
  return <Image src={src} alt="" h={height} w="full" objectFit="cover" loading="lazy" />;
}
