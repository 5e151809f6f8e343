import { readFileSync } from 'node:fs'

// The statistical layer of the local detector: a linear model over hashed words, word pairs and
// triples, and character n-grams of the normalised message, trained by
// `npm run safety:train` (bench/safety/train.ts) on every labelled set under bench/safety (risks and
// look-alikes in six languages). The rules know the frames (fiction, negation, news, accidents);
// this layer knows the many ways people say the same thing, which rules keep missing on messages
// they never saw. docs/decisions/0023 has the measurements. No model server, no allocation beyond
// one small Set: about 10 µs of CPU for a 12-word message (measured at load 7).

export const CLASSIFIER_BUCKETS = 1 << 16
export const CLASSIFIER_HEADS = ['risk', 'acute', 'third_party'] as const
export type ClassifierHead = (typeof CLASSIFIER_HEADS)[number]

function bucket(feature: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) & (CLASSIFIER_BUCKETS - 1)
}

/** The hashed features of a normalised message (normalize.ts), each counted once. */
export function classifierFeatures(normalised: string): number[] {
  const words = normalised.split(/[^a-z0-9]+/).filter(Boolean)
  const features = new Set<number>()
  for (let i = 0; i < words.length; i++) {
    features.add(bucket(`w:${words[i]}`))
    if (i + 1 < words.length) features.add(bucket(`b:${words[i]} ${words[i + 1]}`))
    if (i + 2 < words.length) features.add(bucket(`t:${words[i]} ${words[i + 1]} ${words[i + 2]}`))
    const word = `<${words[i]}>`
    for (let n = 3; n <= 5; n++) {
      for (let j = 0; j + n <= word.length; j++) features.add(bucket(`c:${word.slice(j, j + n)}`))
    }
  }
  return [...features]
}

export interface HeadWeights {
  bias: number
  /** Quantised weights: weight = value * scale. */
  scale: number
  values: Int8Array
}

export type ClassifierWeights = Record<ClassifierHead, HeadWeights>

export function score(head: HeadWeights, features: number[]): number {
  let sum = 0
  for (const feature of features) sum += head.values[feature] ?? 0
  const z = head.bias + sum * head.scale
  return 1 / (1 + Math.exp(-z))
}

/** The stored file: per head, bias, scale and the Int8 weights in base64. */
export interface StoredWeights {
  buckets: number
  /** sha256 of the labelled sets it was trained on (the gate test checks it is current). */
  trainedOn: string
  heads: Record<ClassifierHead, { bias: number; scale: number; weights: string }>
}

export function decodeWeights(stored: StoredWeights): ClassifierWeights {
  if (stored.buckets !== CLASSIFIER_BUCKETS) {
    throw new Error(
      `risk classifier weights have ${stored.buckets} buckets, expected ${CLASSIFIER_BUCKETS}`,
    )
  }
  const decode = (head: ClassifierHead): HeadWeights => {
    const { bias, scale, weights } = stored.heads[head]
    const bytes = Buffer.from(weights, 'base64')
    return { bias, scale, values: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length) }
  }
  return { risk: decode('risk'), acute: decode('acute'), third_party: decode('third_party') }
}

export const WEIGHTS_FILE = new URL('./risk-classifier.weights.json', import.meta.url)

let loaded: ClassifierWeights | null = null

/** Loaded on first use (about 260 KB), then kept. */
export function classifierWeights(): ClassifierWeights {
  loaded ??= decodeWeights(JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as StoredWeights)
  return loaded
}

export interface ClassifierScores {
  risk: number
  acute: number
  thirdParty: number
}

export function classifyWith(weights: ClassifierWeights, normalised: string): ClassifierScores {
  const features = classifierFeatures(normalised)
  return {
    risk: score(weights.risk, features),
    acute: score(weights.acute, features),
    thirdParty: score(weights.third_party, features),
  }
}
