// The local layer: always runs, needs no model, answers in microseconds. Six languages are read
// at once (people mix them); a hit's level and category come from its rule, then the clause decides
// whether it is negated, past, about someone else or reported. docs/decisions/0009 has the choices.
import { german } from './languages/de'
import { english } from './languages/en'
import { spanish } from './languages/es'
import { french } from './languages/fr'
import { italian } from './languages/it'
import { portuguese } from './languages/pt'
import { signals } from './languages/signals'
import { everyday } from './languages/everyday'
import { situations } from './languages/situations'
import { normalizeMessage } from './normalize'
import { NO_RISK, raiseRisk, type RiskAssessment, type RiskCategory } from './risk'
import { compileLanguages, runPack, type Hit } from './rule-engine'
import { isDated, isDueNow } from './time-markers'

const languages = compileLanguages([
  english,
  spanish,
  french,
  german,
  portuguese,
  italian,
  signals,
  situations,
  everyday,
])

function assessHits(hits: Hit[], text: string): RiskAssessment {
  const main = hits.filter((hit) => !hit.support)
  if (main.length === 0) return NO_RISK
  let risk: RiskAssessment = NO_RISK
  for (const hit of hits) {
    const category: RiskCategory = hit.person === 'third' ? 'third_party' : hit.category
    risk = raiseRisk(risk, { level: hit.level, categories: [category] })
  }
  const intent = hits.find((hit) => hit.intent)
  if (intent && isDueNow(text)) {
    const category = intent.person === 'third' ? 'third_party' : 'plan'
    risk = raiseRisk(risk, { level: 'imminent', categories: [category] })
  } else if (intent && intent.person === 'self' && isDated(text)) {
    risk = raiseRisk(risk, { level: 'high', categories: ['plan'] })
  }
  return risk
}

// "adios a todos, nos vemos a la vuelta": a goodbye with a return is a trip, not a farewell.
const SEE_YOU_AGAIN =
  /\b(?:see you|talk (?:to you )?(?:soon|tomorrow|later)|nos vemos|hasta (?:manana|luego|pronto|la vuelta)|a la vuelta|a bientot|a demain|a mon retour|bis (?:bald|morgen|dann|spater)|ate (?:logo|amanha|a volta)|a presto|a domani|ci vediamo|al mio ritorno)\b/

// A last day at work, a move, a trip: goodbyes and things given away for an ordinary reason.
const ORDINARY_PARTING = new RegExp(
  `${SEE_YOU_AGAIN.source}|\\b(?:last day|ultimo dia|pensione|retire|retiring|retirement|jubilo|jubilacion|retraite|rente|aposent\\w*|colleghi|colleagues|coworkers|companeros|collegues|kollegen|colegas|ultimo giorno|dernier jour|letzter (?:arbeitstag|tag)|(?:at|en la|a la|al|in|no|au) (?:work|trabajo|chamba|curro|oficina|ufficio|boulot|arbeit|job|escritorio|trampo)|moving|me mudo|mudanza|emigr\\w*|erasmus|trip|viaje|voyage|reise|viagem|viaggio|vacation|vacaciones|vacances|urlaub|ferias|vacanze|cake|kuchen|paste|pastel|gateau|bolo|churrasco|pot de depart|abschiedsfeier|despedida de soltera|moving to|new job|nuevo trabajo|nouveau job|neuen job|novo emprego|nuovo lavoro)\\b`,
)

export function assessRisk(message: string): RiskAssessment {
  const text = languages.stripIdioms(normalizeMessage(message))
  const sentences = languages.sentences(text)
  const hits = languages.packs.flatMap((pack) => runPack(pack, text, sentences))
  const risk = assessHits(hits, text)
  if (risk.categories.every((c) => c === 'farewell') && ORDINARY_PARTING.test(text)) return NO_RISK
  return risk
}
