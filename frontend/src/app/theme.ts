import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
        heading: { value: `'Georgia', 'Times New Roman', serif` },
        body: { value: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif` },
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
        fg: {
          DEFAULT: { value: '{colors.navy}' },
          // Chakra's default error red fails WCAG contrast on white.
          error: { value: '{colors.red.700}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { color: 'fg', bg: 'white' },
  },
});

export const system = createSystem(defaultConfig, config);
