import { Center, Image, Text } from '@chakra-ui/react';

/**
 * A course's cover, cropped to the box. The covers are 16:9 (800 × 450): the width and height
 * attributes reserve that shape before the file arrives. Lazy unless `eager` (a cover at the top of
 * a page, or the first of a list).
 */
export function CourseCover({
  src,
  height,
  eager = false,
}: {
  src: string;
  height: string | Record<string, string>;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <Center h={height} bg="gray.100" color="fg.muted">
        <Text>No image</Text>
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      htmlWidth={800}
      htmlHeight={450}
      h={height}
      w="full"
      objectFit="cover"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
