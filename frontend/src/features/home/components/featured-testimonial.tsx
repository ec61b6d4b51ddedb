import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import type { Testimonial } from '../testimonials';
import { VideoPosterLink } from './video-poster-button';

/** The testimonial shown large above the carousel: beside its recording when it has one, on its own when not. */
export function FeaturedTestimonial({ testimonial }: { testimonial: Testimonial }) {
  const hasVideo = testimonial.type === 'video';
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: hasVideo ? '3fr 2fr' : '1fr' }}
      gap={{ base: '6', lg: '10' }}
      alignItems="center"
      mb="12"
      maxW={hasVideo ? undefined : '3xl'}
      mx="auto"
    >
      {hasVideo && <VideoPosterLink testimonial={testimonial} />}
      <Stack as="figure" gap="4" m="0" textAlign={hasVideo ? 'start' : 'center'}>
        <Box aria-hidden="true" fontFamily="heading" fontSize="7xl" lineHeight="0.6" color="brand.300" h="8">
          “
        </Box>
        <Text
          as="blockquote"
          fontFamily="heading"
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="500"
          lineHeight="1.3"
          letterSpacing="-0.01em"
        >
          {testimonial.content}
        </Text>
        <Box as="figcaption">
          <Text fontWeight="semibold">{testimonial.name}</Text>
          <Text color="fg.muted">{testimonial.role}</Text>
        </Box>
      </Stack>
    </Grid>
  );
}
