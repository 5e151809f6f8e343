import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { normalizeMessage } from '../../apps/server/src/features/safety/normalize'
import {
  CLASSIFIER_BUCKETS,
  CLASSIFIER_HEADS,
  classifierFeatures,
  score,
  type ClassifierHead,
  type ClassifierWeights,
  type HeadWeights,
  type StoredWeights,
} from '../../apps/server/src/features/safety/risk-classifier'

// Training of the local detector's statistical layer (risk-classifier.ts): logistic regression
// with AdaGrad over hashed features, deterministic (seeded order), on every labelled set under
// bench/safety. `npm run safety:train` writes the weights; `npm run safety:train -- --cross`
// measures each blind round with a model trained on all the others first.

export interface Example {
  set: string
  language: string
  text: string
  level: 'none' | 'concern' | 'high' | 'imminent'
  category: string
  kind: string
  features: number[]
}

const here = import.meta.dirname

export function loadExamples(dirs = setDirectories()): Example[] {
  const examples: Example[] = []
  for (const dir of dirs) {
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        risk: [string, Example['level'], string][]
        lookalike: [string, string, string][]
      }
      const base = { set: path.basename(dir), language: path.basename(file, '.json') }
      for (const [text, level, category] of data.risk) {
        examples.push({ ...base, text, level, category, kind: 'risk', features: featuresOf(text) })
      }
      for (const [text, kind, like] of data.lookalike) {
        examples.push({
          ...base,
          text,
          level: 'none',
          category: like,
          kind,
          features: featuresOf(text),
        })
      }
    }
  }
  return examples
}

const featuresOf = (text: string) => classifierFeatures(normalizeMessage(text))

/** Every labelled set but the `*-eval` ones, which measure and are never trained on. */
export function setDirectories(): string[] {
  return fs
    .readdirSync(here)
    .filter((name) => !name.endsWith('-eval'))
    .map((name) => path.join(here, name))
    .filter((dir) => fs.statSync(dir).isDirectory())
    .sort()
}

/** Which examples a head learns from, and its label for each. */
const LABELS: Record<ClassifierHead, (example: Example) => 0 | 1 | null> = {
  risk: (example) => (example.level === 'none' ? 0 : 1),
  acute: (example) => (example.level === 'none' ? null : example.level === 'concern' ? 0 : 1),
  third_party: (example) =>
    example.level === 'none' ? null : example.category === 'third_party' ? 1 : 0,
}

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const EPOCHS = 30
const LEARNING_RATE = 0.2
const L2 = 1e-5

function trainHead(examples: Example[], head: ClassifierHead): HeadWeights {
  const labelled = examples.flatMap((example) => {
    const label = LABELS[head](example)
    return label === null ? [] : [{ features: example.features, label }]
  })
  const weights = new Float64Array(CLASSIFIER_BUCKETS)
  const squares = new Float64Array(CLASSIFIER_BUCKETS).fill(1e-8)
  let bias = 0
  const random = mulberry32(20261124)
  const order = labelled.map((_, i) => i)
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      const swapped = order[j] ?? j
      order[j] = order[i] ?? i
      order[i] = swapped
    }
    for (const index of order) {
      const example = labelled[index]
      if (!example) continue
      const { features, label } = example
      let z = bias
      for (const feature of features) z += weights[feature] ?? 0
      const error = 1 / (1 + Math.exp(-z)) - label
      const step = error / Math.sqrt(features.length)
      for (const feature of features) {
        const gradient = step + L2 * (weights[feature] ?? 0)
        squares[feature] = (squares[feature] ?? 0) + gradient * gradient
        weights[feature] =
          (weights[feature] ?? 0) - (LEARNING_RATE * gradient) / Math.sqrt(squares[feature] ?? 1)
      }
      bias -= 0.01 * error
    }
  }
  let largest = 0
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight))
  const scale = largest / 127 || 1
  const values = Int8Array.from(weights, (weight) => Math.round(weight / scale))
  return { bias, scale, values }
}

export function train(examples: Example[]): ClassifierWeights {
  return {
    risk: trainHead(examples, 'risk'),
    acute: trainHead(examples, 'acute'),
    third_party: trainHead(examples, 'third_party'),
  }
}

/** A digest of every labelled set file, in order: the weights name the data they came from. */
export function trainingDigest(dirs = setDirectories()): string {
  const hash = createHash('sha256')
  for (const dir of dirs) {
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      hash.update(`${path.basename(dir)}/${file}\n`)
      hash.update(JSON.stringify(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
    }
  }
  return hash.digest('hex')
}

export function store(weights: ClassifierWeights, trainedOn: string): StoredWeights {
  const heads = Object.fromEntries(
    CLASSIFIER_HEADS.map((head) => {
      const { bias, scale, values } = weights[head]
      const bytes = Buffer.from(values.buffer, values.byteOffset, values.byteLength)
      return [head, { bias, scale, weights: bytes.toString('base64') }]
    }),
  ) as StoredWeights['heads']
  return { buckets: CLASSIFIER_BUCKETS, trainedOn, heads }
}

export const probability = (weights: ClassifierWeights, example: Example) =>
  score(weights.risk, example.features)
