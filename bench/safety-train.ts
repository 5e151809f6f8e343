import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { WEIGHTS_FILE } from '../apps/server/src/features/safety/risk-classifier'
import { loadExamples, store, train, trainingDigest } from './safety/train'

// `npm run safety:train`: retrains the local detector's statistical layer on every labelled set
// under bench/safety and writes apps/server/src/features/safety/risk-classifier.weights.json.
// Deterministic: the same sets give the same file. Run `npm run bench:safety` after it.

const examples = loadExamples()
const started = performance.now()
const weights = train(examples)
fs.writeFileSync(
  fileURLToPath(WEIGHTS_FILE),
  `${JSON.stringify(store(weights, trainingDigest()), null, 2)}\n`,
)
const risks = examples.filter((example) => example.level !== 'none').length
console.log(
  `trained on ${examples.length} messages (${risks} risks, ${examples.length - risks} look-alikes) in ${Math.round(performance.now() - started)} ms -> ${fileURLToPath(WEIGHTS_FILE)}`,
)
