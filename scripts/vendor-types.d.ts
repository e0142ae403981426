/** The one call of subset-font (harfbuzzjs) that scripts/subset-font.ts makes; the package ships no types. */
declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    readonly variationAxes?: Readonly<Record<string, number | { readonly min: number; readonly max: number; readonly default?: number }>>;
    /** Keep only the glyphs of the text, not those its optional substitutions (contextual alternates, fractions) lead to. */
    readonly noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
