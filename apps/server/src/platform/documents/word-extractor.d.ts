// word-extractor ships no types; this is the part of its API memory-import.ts uses.
declare module 'word-extractor' {
  interface WordDocument {
    getBody(): string
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>
  }
}
