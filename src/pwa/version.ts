declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

/** The app's version (package.json), and the build id when one was given. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : '';
export const VERSION_LABEL = BUILD_ID ? `${APP_VERSION} (${BUILD_ID})` : APP_VERSION;
