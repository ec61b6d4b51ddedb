import { useState } from 'react';
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { TRUNCATE_AT, type Testimonial } from '../testimonials';
import { VideoPosterButton } from './video-poster-button';

export function truncate(text: string, limit = TRUNCATE_AT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

export function TestimonialCard({ testimonial, onPlay }: { testimonial: Testimonial; onPlay(t: Testimonial): void }) {
  const [expanded, setExpanded] = useState(false);
  const long = testimonial.content.length > TRUNCATE_AT;
  return (
    <Card.Root h="full" as="figure">
      <Card.Body gap="4">
        {testimonial.type === 'video' && (
          <VideoPosterButton testimonial={testimonial} onPlay={() => onPlay(testimonial)} />
        )}
        <Stack gap="2" flex="1">
          <Text as="blockquote" color="fg" fontSize="md">
            “{expanded || !long ? testimonial.content : truncate(testimonial.content)}”
          </Text>
          {long && (
            <Button
              variant="plain"
              colorPalette="brand"
              color="brand.fg"
              size="sm"
              px="0"
              alignSelf="start"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Show less' : 'Read more'}
            </Button>
          )}
        </Stack>
        <Stack as="figcaption" gap="0">
          <Text fontWeight="bold">{testimonial.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {testimonial.role}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
