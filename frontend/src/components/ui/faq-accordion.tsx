import type { ReactNode } from 'react';
import { Accordion, Box, Heading } from '@chakra-ui/react';

export interface Faq {
  q: string;
  /** The answer: text, or a few paragraphs or a list. */
  a: ReactNode;
}

/** A titled FAQ section; each question is a button that opens its answer (keyboard: Tab, Enter/Space). */
export function FaqAccordion({ id, title, items }: { id: string; title: string; items: readonly Faq[] }) {
  return (
    <Box id={id} as="section" aria-labelledby={`${id}-heading`} scrollMarginTop="24">
      <Heading as="h2" id={`${id}-heading`} size="2xl" mb="4">
        {title}
      </Heading>
      <Accordion.Root collapsible variant="enclosed">
        {items.map((faq, index) => (
          <Accordion.Item key={faq.q} value={String(index)}>
            <Accordion.ItemTrigger>
              <Box flex="1" textAlign="start" fontWeight="medium">
                {faq.q}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{faq.a}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
