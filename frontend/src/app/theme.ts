import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { checkboxAnatomy, radioGroupAnatomy } from '@chakra-ui/react/anatomy';
import { FONT_STACKS } from '../styles/fonts';

/** Brand colours: green 2d7a5a (primary), navy 0a1828 (text). */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef7f2' },
          100: { value: '#d5ebdf' },
          200: { value: '#acd6c0' },
          300: { value: '#7dbd9c' },
          400: { value: '#4f9f79' },
          500: { value: '#2d7a5a' },
          600: { value: '#25664b' },
          700: { value: '#1e523d' },
          800: { value: '#173f2f' },
          900: { value: '#0f2b20' },
          950: { value: '#081a13' },
        },
        navy: { value: '#0a1828' },
      },
      fonts: {
        heading: { value: FONT_STACKS.heading },
        body: { value: FONT_STACKS.body },
        arabic: { value: FONT_STACKS.arabic },
        arabicTyped: { value: FONT_STACKS.arabicTyped },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // The default palette's ring (gray.400) is 2.6:1 on white; brand.500 is 5.2:1 on white, 4.7:1 on
        // brand.50 and 3.4:1 on the navy footer (WCAG 1.4.11 asks 3:1).
        gray: {
          focusRing: { value: '{colors.brand.500}' },
        },
        fg: {
          DEFAULT: { value: '{colors.navy}' },
          // Chakra's default error red fails WCAG contrast on white.
          error: { value: '{colors.red.700}' },
        },
        border: {
          // Checkbox and radio outlines: gray.500 is 4.8:1 on white and 4.3:1 on brand.50 (1.4.11 asks 3:1).
          control: { value: '{colors.gray.500}' },
        },
      },
    },
    textStyles: {
      /** A display line of Arabic (calligraphic, Amiri): set on an element with lang="ar" dir="rtl". */
      arabicDisplay: {
        value: {
          fontFamily: 'arabic',
          fontWeight: 'normal',
          // Only the regular weight is loaded: never fake a bold Arabic.
          fontSynthesis: 'none',
          // Amiri's marks sit high and low: room so vowels are not clipped.
          lineHeight: '1.9',
          letterSpacing: 'normal',
        },
      },
    },
    slotRecipes: {
      checkbox: {
        slots: checkboxAnatomy.keys(),
        variants: {
          variant: {
            solid: { control: { borderColor: 'border.control' } },
            outline: { control: { borderColor: 'border.control' } },
          },
        },
      },
      radioGroup: {
        slots: radioGroupAnatomy.keys(),
        variants: {
          variant: {
            solid: { itemControl: { borderColor: 'border.control' } },
            outline: { itemControl: { borderColor: 'border.control' } },
          },
        },
      },
    },
  },
  globalCss: {
    'html, body': { color: 'fg', bg: 'white' },
    // A control scrolled into view stops clear of the sticky header (4rem), not under it. (Toasts
    // keep focus clear of themselves: components/ui/keep-focus-clear.ts.)
    html: { scrollPaddingTop: '5rem' },
    // Every focus ring Chakra draws is 2px (its inside ring on fields is 1px by default).
    ':root': { '--focus-ring-width': '2px' },
    // Anything focusable that draws no ring of its own still shows one.
    ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': {
      outline: '2px solid {colors.brand.500}',
      outlineOffset: '2px',
    },
    // A focused invalid field is told apart from an unfocused one (whose red border is 1px): a red
    // ring outside the border, with a gap.
    '[aria-invalid="true"]:focus-visible': {
      outlineOffset: '2px !important',
      outlineColor: '{colors.red.700} !important',
    },
    // Headings break into lines of even length instead of leaving one word alone on the last.
    'h1, h2, h3': { textWrap: 'balance' },
    // What people write (names, answers, notes) may be Arabic or English: each table cell, detail
    // value and text field takes its direction from its own first strong letter, as dir="auto"
    // would, so an Arabic answer's full stop stays at its end.
    'td, dd, textarea, input:where([type="text"], [type="search"], :not([type]))': { unicodeBidi: 'plaintext' },
  },
});

/**
 * Chakra's default global styles declare two dozen custom properties (ring, filter and backdrop
 * defaults, the border colour, the body and mono fonts) and a font feature on every element (`*`):
 * each element then carries and resolves a map of its own, which multiplies the browser's style
 * and layout work on every page. Declared once on the root element instead, they reach every
 * element by inheritance. One difference: on `*` they reset the ring, filter and backdrop values
 * at each element, so an element that set one did not pass it to its children; from the root, it
 * would. The site uses none of the utilities that read them, the ring ones and the automatic
 * filter and backdrop filter (a unit test checks: src/app/__tests__/page-css.test.tsx).
 */
function onRootElementOnly(base: typeof defaultConfig): typeof defaultConfig {
  const { '*': everyElement, html, ...rest } = base.globalCss ?? {};
  return { ...base, globalCss: { ...rest, html: { ...everyElement, ...html } } };
}

export const system = createSystem(onRootElementOnly(defaultConfig), config);
