/** subset-font ships no types; this is the part of its API (README, v2) the build uses. */
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepFeatures?: string[];
    variationAxes?: Record<string, AxisRange>;
    preserveNameIds?: number[];
  };
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
