/** subset-font ships no types: the one call the build uses (scripts/fonts/subset-plugin.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep (all of them when absent). */
      keepFeatures?: readonly string[];
    },
  ): Promise<Buffer>;
}
