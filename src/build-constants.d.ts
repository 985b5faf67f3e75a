/** Set by `define` in vite.config.ts at build time. */
declare const __BUILD_YEAR__: string;
