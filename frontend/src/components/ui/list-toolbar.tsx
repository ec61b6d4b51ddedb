import type { ReactNode } from 'react';
import { Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListToolbarProps {
  /** A search box; its label is shown above it and is its accessible name. */
  search?: { label: string; placeholder?: string; value: string; onChange(value: string): void };
  /** One filter as a select ('All' is one of the options). */
  filter?: { label: string; value: string; options: readonly FilterOption[]; onChange(value: string): void };
  /** How many rows are on screen; hidden while the list loads. */
  shown?: number;
  /** Whether more rows can be loaded beyond those shown. */
  more?: boolean;
  /** Buttons at the end of the bar (Export CSV). */
  actions?: ReactNode;
}

/** The bar above every paged admin list: search, one filter, the count shown, and actions. */
export function ListToolbar({ search, filter, shown, more, actions }: ListToolbarProps) {
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} wrap="wrap">
      {search && (
        <Field.Root maxW={{ md: 'sm' }} flex={{ md: '1' }}>
          <Field.Label>{search.label}</Field.Label>
          <Input
            type="search"
            placeholder={search.placeholder}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            bg="white"
          />
        </Field.Root>
      )}
      {filter && (
        <Field.Root maxW={{ md: '56' }}>
          <Field.Label>{filter.label}</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={filter.value} onChange={(event) => filter.onChange(event.target.value)}>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Flex gap="3" align="center" justify="space-between" flex="1" minH="10" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {shown === undefined ? '' : `${shown} shown${more ? ', more available' : ''}`}
        </Text>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
