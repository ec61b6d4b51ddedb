import { Link } from '@chakra-ui/react';

/**
 * The first Tab stop of a layout: jumps past the header or sidebar to `#main`, and moves focus
 * there (to the page's h1, as a change of page does), so Tab and a screen reader both continue from
 * the content. Off screen until it has focus, then drawn above everything (the sticky header
 * included) with the focus ring.
 */
export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        const target = main.querySelector<HTMLElement>('h1') ?? main;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }}
      position="absolute"
      left="-9999px"
      _focus={{
        left: '4',
        top: '4',
        zIndex: 'skipNav',
        bg: 'white',
        color: 'fg',
        p: '2',
        rounded: 'md',
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      }}
    >
      Skip to content
    </Link>
  );
}
