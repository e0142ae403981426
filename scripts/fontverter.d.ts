/** The one call of fontverter (brought by subset-font) that scripts/og-images.ts makes; the package ships no types. */
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
