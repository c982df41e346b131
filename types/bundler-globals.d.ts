/** Set by Rspack at runtime: the URL this build's assets are served from. */
declare const __webpack_public_path__: string;

declare module '*.svg' {
  const url: string;
  export default url;
}
