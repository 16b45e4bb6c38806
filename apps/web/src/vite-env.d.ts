/// <reference types="vite/client" />

/** The web build's id (vite.config.ts): error reports carry it as their release. */
declare const __WEB_RELEASE__: string | undefined;
