import type { Config } from 'tailwindcss';

/**
 * Design tokens. Tailwind 4 reads this file through `@config` in src/styles.css. Colours are chosen for
 * WCAG AA contrast: brand-700 and ink-700 on white, and white on brand-700 and brand-900, all pass 4.5:1.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    // The spec's breakpoints (§9): 480px and 768px, mobile-first; lg for wide desktop layouts.
    screens: { sm: '480px', md: '768px', lg: '1024px' },
    extend: {
      colors: {
        brand: {
          50: '#eefaf8',
          100: '#d5f2ee',
          200: '#ade4dd',
          300: '#78cfc6',
          500: '#1f9c90',
          600: '#147f75',
          700: '#0f665e',
          800: '#0e524c',
          900: '#0c3f3b',
        },
        accent: { 100: '#fdecd8', 500: '#e07b1a', 600: '#b85f0c', 700: '#8f4a0a' },
        ink: {
          50: '#f7f8fa',
          100: '#eef0f4',
          200: '#dde1e8',
          500: '#5b6474',
          700: '#3a4150',
          900: '#151a23',
          950: '#0b0e14',
        },
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'system-ui', 'sans-serif'],
      },
      maxWidth: { container: '1200px' },
      boxShadow: { card: '0 1px 2px rgb(11 14 20 / 0.06), 0 4px 16px rgb(11 14 20 / 0.06)' },
    },
  },
} satisfies Config;
