/** Webpack asset modules: importing an image yields its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}
