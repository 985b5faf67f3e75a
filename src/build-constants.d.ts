/** Set by `define` in vite.config.ts at build time. */
declare const __BUILD_YEAR__: string;
/** BOOKING_ENDPOINT at build time, or '' (src/content/clinic.ts). */
declare const __BOOKING_ENDPOINT__: string;
