/** Replaced at build time by the webpack factory with the app's release version. */
declare const __APP_VERSION__: string;
