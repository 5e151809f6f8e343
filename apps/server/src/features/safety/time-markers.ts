// When a declared intention is due. "Today" makes a plan imminent; any other date makes it a plan.
// Read on normalised text (normalize.ts), all six languages at once: people mix them.

const NOW = [
  // English
  'tonight|today|right now|now|this (?:evening|afternoon|morning)|in (?:an|a few|one|two|\\d+) (?:hours?|minutes?|mins?)',
  'when everyone is asleep|after everyone (?:goes|is) (?:to sleep|asleep|gone)|at (?:\\d+(?:am|pm)?|midnight)',
  // Spanish, Portuguese, Italian
  'hoy|esta noche|ahora|ahorita|ya mismo|en (?:una|unas|un par de) horas?|hoje|esta noite|hoje a noite|agora|ja ja',
  'daqui a pouco|oggi|stasera|stanotte|adesso|ora|subito|tra (?:un ora|poco)',
  // French, German
  'ce soir|cette nuit|aujourd hui|maintenant|tout de suite|dans (?:une|quelques) heures?|heute|heute nacht',
  'heute abend|jetzt|gleich|sofort|in (?:einer|ein paar) stunden?',
].join('|')

const DATED = [
  'tomorrow|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday)',
  'manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este fin de semana|amanha',
  'na (?:segunda|terca|quarta|quinta|sexta)|no (?:sabado|domingo)|domani|questo weekend|sabato|domenica',
  'demain|ce week end|samedi|dimanche|vendredi|morgen|am wochenende|am (?:montag|freitag|samstag|sonntag)',
].join('|')

const now = new RegExp(`\\b(?:${NOW})\\b`)
const dated = new RegExp(`\\b(?:${DATED})\\b`)

export function isDueNow(normalised: string): boolean {
  return now.test(normalised)
}

export function isDated(normalised: string): boolean {
  return dated.test(normalised)
}
