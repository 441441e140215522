/** Injected by vite `define` at build time (see vite.config.ts). */
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;
declare const __APP_BUILD_TIME__: string;
