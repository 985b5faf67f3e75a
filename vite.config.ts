/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: {
    // The copyright year is the build's: computed in the browser it would differ from the prerendered HTML after
    // New Year and break hydration on every page.
    __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    target: 'es2022',
    // Prerendered HTML links only the entry and the current route's chunks; the rest stays lazy.
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
