/** The build's version; 'dev' when running outside Vite's `define` (e.g. in unit tests). */
export const appVersion: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'
