import fs from 'node:fs'
import path from 'node:path'
import { assessRisk } from '../../apps/server/src/features/safety/local-detector'
import {
  riskRank,
  type RiskAssessment,
  type RiskCategory,
  type RiskLevel,
} from '../../apps/server/src/features/safety/risk'

// Scores the local detector on the hand-written corpus (bench/safety/corpus/*.json, one file per
// language) or the held-out set. Shared by `npm run bench:safety` and the regression gate test.

type RiskItem = [text: string, level: RiskLevel, category: RiskCategory]
/** kind: idiom, fiction, news, study, medical, negation, song, benign; like: the category it resembles */
type LookalikeItem = [text: string, kind: string, like: RiskCategory]
interface CorpusFile {
  risk: RiskItem[]
  lookalike: LookalikeItem[]
}

export interface Scored {
  language: string
  text: string
  expected: RiskLevel
  category: RiskCategory
  kind: string
  got: RiskAssessment
}

export interface Rate {
  hits: number
  total: number
}

const here = import.meta.dirname

/** A set by name (`corpus`, `heldout`, `round2`...) under bench/safety, or any directory path. */
export function loadCorpus(name: string): Scored[] {
  const dir = path.isAbsolute(name) ? name : path.join(here, name)
  const scored: Scored[] = []
  if (!fs.existsSync(dir)) return scored
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const language = path.basename(file, '.json')
    const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CorpusFile
    for (const [text, expected, category] of data.risk) {
      scored.push({ language, text, expected, category, kind: 'risk', got: assessRisk(text) })
    }
    for (const [text, kind, like] of data.lookalike) {
      scored.push({ language, text, expected: 'none', category: like, kind, got: assessRisk(text) })
    }
  }
  return scored
}

/** A risk is caught when flagged at all; an imminent one only when flagged high or imminent. */
export function isCaught(item: Scored): boolean {
  if (item.got.level === 'none') return false
  return item.expected !== 'imminent' || riskRank(item.got.level) >= riskRank('high')
}

export const isRisk = (item: Scored) => item.expected !== 'none'

export function rate(items: Scored[], hit: (item: Scored) => boolean): Rate {
  return { hits: items.filter(hit).length, total: items.length }
}

export const recall = (items: Scored[]) => rate(items.filter(isRisk), isCaught)
export const falseAlarms = (items: Scored[]) =>
  rate(
    items.filter((item) => !isRisk(item)),
    (item) => item.got.level !== 'none',
  )

export const percent = (r: Rate) => (r.total === 0 ? NaN : (100 * r.hits) / r.total)

/** The held-out rounds kept under bench/safety (round2, round3...), in order. */
export function heldOutRounds(): string[] {
  return fs
    .readdirSync(here)
    .filter((name) => /^round\d+$/.test(name))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
}
