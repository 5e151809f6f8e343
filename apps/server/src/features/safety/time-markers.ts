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
  // A moment that comes tonight: everyone asleep, someone leaving for a night shift, half an hour.
  '(?:once|when|as soon as|after) (?:[^ |]+ ){0,3}(?:falls? asleep|is asleep|are asleep|goes to (?:bed|sleep)|go to (?:bed|sleep)|leaves? for (?:her|his|their|the) night shift)',
  'in (?:half an hour|like an hour|an hour or so|\\d+ min)|en (?:media hora|\\d+ minutos)|dans (?:une demi heure|\\d+ minutes|\\d+ min)',
  'in (?:ner|einer) halben stunde|in \\d+ minuten|tra (?:mezz ?ora|\\d+ minuti)|daqui a (?:meia hora|\\d+ minutos)|ahorita|ahora mismo|right now',
  '(?:en cuanto|cuando|apenas) se duerm\\w*|des qu?e? (?:[^ |]+ ){0,3}dort|des que (?:[^ |]+ ){0,3}(?:dort|dorment|part)|sobald (?:[^ |]+ ){0,3}(?:pennen|schlafen|schlaft|weg (?:ist|sind))',
  'appena (?:[^ |]+ ){0,3}(?:si addormenta\\w*|dorm\\w*)|assim q(?:ue)? (?:[^ |]+ ){0,3}(?:dormir\\w*|sair\\w*)|quando (?:[^ |]+ ){0,3}(?:dormirem|sairem)',
].join('|')

const DATED = [
  'tomorrow|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday)',
  'manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este fin de semana|amanha',
  'na (?:segunda|terca|quarta|quinta|sexta)|no (?:sabado|domingo)|domani|questo weekend|sabato|domenica',
  'demain|ce week end|samedi|dimanche|vendredi|morgen|am wochenende|am (?:montag|freitag|samstag|sonntag)',
  'next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after my birthday|on the \\d+(?:st|nd|rd|th)?',
  'el (?:\\d+|domingo|sabado)|el dia \\d+|despues de mi cumpleanos|le \\d+|le jour de mon anniv\\w*|apres mon anniv\\w*',
  'am \\d+|nach meinem geburtstag|dopo il mio compleanno|il \\d+|depois do meu aniversario|no dia \\d+|this weekend|ce week end|este finde',
].join('|')

const now = new RegExp(`\\b(?:${NOW})\\b`)
const dated = new RegExp(`\\b(?:${DATED})\\b`)

export function isDueNow(normalised: string): boolean {
  return now.test(normalised)
}

export function isDated(normalised: string): boolean {
  return dated.test(normalised)
}
