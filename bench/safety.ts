import os from 'node:os'
import path from 'node:path'
import { assessRisk } from '../apps/server/src/features/safety/local-detector'
import { RISK_CATEGORIES, riskRank } from '../apps/server/src/features/safety/risk'
import { crossValidate } from './safety/cross'
import {
  falseAlarms,
  heldOutRounds,
  isRisk,
  loadCorpus,
  percent,
  rate,
  recall,
  type Rate,
  type Scored,
} from './safety/score'

// `npm run bench:safety`: the local risk detector on the hand-written corpus and the held-out set:
// recall and false alarms per category, per language and overall, level accuracy, time per
// message. Targets (issue 9): recall >= 95 % with <= 5 % false alarms, overall and per category.

const show = (r: Rate) => `${percent(r).toFixed(1).padStart(5)} % (${r.hits}/${r.total})`

function table(title: string, items: Scored[], groups: [string, (item: Scored) => boolean][]) {
  console.log(`\n${title}`)
  console.log(`  ${'group'.padEnd(18)} ${'recall'.padEnd(20)} false alarms`)
  for (const [name, member] of groups) {
    const group = items.filter(member)
    console.log(
      `  ${name.padEnd(18)} ${show(recall(group)).padEnd(20)} ${show(falseAlarms(group))}`,
    )
  }
}

function report(name: string, items: Scored[], verbose: boolean) {
  const languages = [...new Set(items.map((item) => item.language))]
  const risks = items.filter(isRisk)
  console.log(
    `\n=== ${name}: ${risks.length} risk phrasings, ${items.length - risks.length} look-alikes`,
  )
  table('per category (look-alikes grouped by the category they resemble)', items, [
    ...RISK_CATEGORIES.map((c): [string, (i: Scored) => boolean] => [c, (i) => i.category === c]),
    ['overall', () => true],
  ])
  table('per language', items, [
    ...languages.map((l): [string, (i: Scored) => boolean] => [l, (i) => i.language === l]),
    ['overall', () => true],
  ])
  const exact = rate(risks, (i) => i.got.level === i.expected)
  const atLeast = rate(risks, (i) => riskRank(i.got.level) >= riskRank(i.expected))
  const category = rate(risks, (i) => i.got.categories.includes(i.category))
  console.log(
    `\nlevel exact ${show(exact)}, at least expected ${show(atLeast)}, category named ${show(category)}`,
  )
  if (!verbose) return
  for (const item of items.filter((i) =>
    isRisk(i)
      ? i.got.level === 'none' || (i.expected === 'imminent' && riskRank(i.got.level) < 2)
      : i.got.level !== 'none',
  )) {
    console.log(
      `  ${isRisk(item) ? 'MISS ' : 'ALARM'} [${item.language}] ${JSON.stringify(item.text)} expected ${item.expected}/${item.category}, got ${item.got.level}/${item.got.categories.join(',')}`,
    )
  }
}

function timing(items: Scored[]) {
  const texts = items.map((item) => item.text)
  const long = Array.from({ length: 200 }, (_, i) => texts.slice(i, i + 25).join('. '))
  for (const [label, set] of [
    ['corpus messages', texts],
    ['long messages (~25 joined)', long],
  ] as const) {
    for (const text of set) assessRisk(text)
    const times: number[] = []
    const cpu = process.cpuUsage()
    for (let round = 0; round < 5; round++) {
      for (const text of set) {
        const start = process.hrtime.bigint()
        assessRisk(text)
        times.push(Number(process.hrtime.bigint() - start) / 1e6)
      }
    }
    const used = process.cpuUsage(cpu)
    times.sort((a, b) => a - b)
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    const p99 = times[Math.floor(times.length * 0.99)] ?? NaN
    const words = set.reduce((n, t) => n + t.split(/\s+/).length, 0) / set.length
    const cpuMs = (used.user + used.system) / 1000 / times.length
    console.log(
      `  ${label.padEnd(28)} ${words.toFixed(0).padStart(4)} words: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, cpu ${cpuMs.toFixed(3)} ms`,
    )
  }
}

const verbose = process.argv.includes('--misses')
const corpus = loadCorpus('corpus')
report('main corpus', corpus, verbose)
report('held-out set (written after the rules, never tuned on)', loadCorpus('heldout'), verbose)
for (const round of heldOutRounds()) {
  const items = loadCorpus(round)
  if (items.length > 0) report(`held-out ${round} (see bench/safety/README.md)`, items, verbose)
}
const ordinary = loadCorpus('everyday-eval')
const alarms = ordinary.filter((item) => item.got.level !== 'none')
console.log(
  `\n=== ordinary chat (everyday-eval, never trained on): false alarms ${show({ hits: alarms.length, total: ordinary.length })}`,
)
if (verbose)
  for (const item of alarms) console.log(`  ALARM [${item.language}] ${JSON.stringify(item.text)}`)
// `--set DIR`: score a set kept outside the repository (a blind round before it is committed).
const extra = process.argv.indexOf('--set')
if (extra > 0 && process.argv[extra + 1]) {
  const dir = process.argv[extra + 1] ?? ''
  report(`set ${dir}`, loadCorpus(path.resolve(dir)), verbose)
}
// `--cross`: each round scored with a classifier trained without it (docs/decisions/0020).
if (process.argv.includes('--cross')) {
  console.log('\nclassifier trained without the round it is scored on (rules as shipped)')
  for (const r of crossValidate()) {
    const rec = { hits: r.caught, total: r.risks }
    const fa = { hits: r.alarms, total: r.lookalikes }
    console.log(`  ${r.round.padEnd(18)} ${show(rec).padEnd(20)} ${show(fa)}`)
  }
}
console.log(
  `\ntime per message (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores)`,
)
timing(corpus)
