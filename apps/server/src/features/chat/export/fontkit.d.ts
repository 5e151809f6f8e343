// The part of fontkit (pdfkit's font engine) that export-fonts.ts uses to check glyph coverage.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(buffer: Uint8Array): Font
}
