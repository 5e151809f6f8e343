// Italian, accents stripped ("più" is "piu"), elisions split ("l'ultimo" is "l ultimo"). "Voglio"
// is the writer, "vuole" someone else; "uccidermi" the writer, "uccidersi" someone else.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const WANT1 =
  '(?:voglio|vorrei|volevo|ho voglia di|mi viene voglia di|devo|sto pensando di|penso di|sto per|ho deciso di|ho bisogno di)'
const KILL_ME =
  '(?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita|farmi fuori|impiccarmi|(?:buttarmi|lanciarmi|gettarmi) (?:dal|dalla|da un|da una|giu|sotto|nel vuoto)|tagliarmi le vene|spararmi|avvelenarmi|porre fine alla mia vita)'
const PILLS =
  '(?:pillole|pasticche|pastiglie|compresse|medicine|farmaci|sonniferi|tachipirina|paracetamolo|antidepressivi|xanax|scatola|flacone|boccetta)'
const THIRD =
  'lui|lei|loro|il mio (?:amico|migliore amico|ragazzo|fidanzato|compagno|collega|coinquilino|cugino)|la mia (?:amica|migliore amica|ragazza|fidanzata|compagna|collega|coinquilina|cugina)|mio (?:fratello|padre|papa|figlio|marito)|mia (?:sorella|madre|mamma|figlia|moglie)|qualcuno che conosco'

const rules: Rule[] = [
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `(?:ho deciso di|sto per|stasera|stanotte|oggi|domani) ${gap(1)}${KILL_ME}|(?:la faccio|la facciamo) finita|mi butto (?:dal|dalla|giu|sotto)|mi (?:ammazzo|uccido|suicido|impicco)(?! (?:di|dal ridere|dalle risate|di lavoro|a lavorare|in piscina|nel lavoro|sul divano))|mi voglio (?:uccidere|ammazzare|suicidare|togliere la vita|buttare (?:dal|dalla|giu|sotto))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `${WANT1} ${gap(2)}(?:${KILL_ME}|morire|crepare|sparire per sempre|non esistere piu|smettere di vivere)(?! (?:di|dal|dalle) (?:fame|sonno|caldo|freddo|noia|ridere|risate|sete|paura|vergogna|invidia))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: `non (?:voglio|ho voglia di|ce la faccio a|riesco a|ne posso) (?:piu )?(?:vivere|andare avanti|esistere|svegliarmi|continuare)(?! (?:qui|in|con|cosi qui|a (?:casa|milano|roma)))|non ce la faccio piu a vivere(?! (?:qui|in|con|a ))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `suicida|pensieri suicidi|ideazione suicidaria|tendenze suicide|(?:penso|pensando|pensato|pensare) (?:al|spesso al|sempre al) (?:suicidio|morire|la morte)`,
  },
  {
    category: 'active_ideation',
    level: 'concern',
    person: 'any',
    topic: true,
    pattern: `suicidio`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:vorrei|preferirei|magari potessi|se solo potessi) ${gap(1)}(?:non essere mai nat[oa]|essere mort[oa]|(?:sparire|scomparire)(?! (?:su|in|per (?!sempre)|a|al|dalla circolazione|qualche|un|una|dai social))|non esistere|dormire per sempre|non svegliarmi piu|non svegliarmi|addormentarmi e non svegliarmi(?: piu)?)|voglio sparire(?! (?:su|in|per|a|al|dalla circolazione|qualche|un|una|dai social))|(?:stanc[oa]|stuf[oa]) di (?:vivere|esistere|tutto|essere viv[oa])`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:la mia )?vita non ha (?:piu )?(?:senso|significato)|non (?:vedo|trovo) (?:piu )?(?:un )?senso (?:nella|alla) vita|(?:starebbero|starebbe|sarebbero) ${gap(2)}meglio senza (?:di )?me|nessuno (?:sentirebbe|noterebbe) la mia (?:mancanza|assenza)|sono (?:solo )?un peso|non ho (?:motivi|ragioni|un motivo) per vivere|a che serve vivere|perche sono ancora viv[oa]`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `ho (?:(?:un|gia un) piano per (?:uccidermi|ammazzarmi|suicidarmi|morire|farla finita|togliermi)|pianificato tutto|scelto il giorno|scelto la data|scelto il ponte)|(?:sto mettendo da parte|metto da parte|conservo|accumulo|ho messo da parte) ${gap(1)}${PILLS}|ho comprato (?:una corda|una pistola|delle lamette) per|ho scritto (?:la mia|una|le|le mie|delle) letter[ae] d addio`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `quant[ei] ${PILLS} ${gap(4)}(?:morire|mortale|mortali|uccidere|ammazzare|overdose|letale)|dose (?:letale|mortale) di|(?:modo|maniera|metodo) (?:piu )?(?:indolore|senza dolore|veloce|rapido|facile) (?:per|di) (?:morire|uccidermi|uccidersi|suicidarsi|suicidarmi|farla finita)|come (?:uccidermi|uccidersi|suicidarmi|suicidarsi|impiccarsi|ammazzarsi|morire senza dolore)|morire senza (?:dolore|soffrire)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:ho preso|ho ingoiato|ho mandato giu|ha preso|ha ingoiato) (?:tipo |circa |quasi |piu di )?(?:tutte|tutti|una scatola|un flacone|un sacco di|troppe|troppi|molte|\\d\\d+|la scatola) ${gap(2)}${PILLS}|(?:sono|sto) (?:sul|sulla|sul bordo del|sul cornicione del|in cima al) (?:tetto|ponte|cornicione|balcone|palazzo|binari) ${gap(3)}(?:saltare|buttarmi|adesso|ora|addio|pront[oa])|(?:coltello|lametta|corda) (?:in mano|al collo)(?! ${gap(4)}(?:verdure|cucin\\w*|tagliando|cipoll\\w*|pane|carne))|mi sono tagliat[oa] le vene|non smette di sanguinare|sto per (?:saltare|buttarmi) (?:dal|dalla|giu dal|giu dalla) (?:ponte|tetto|palazzo|finestra|balcone)`,
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:mi taglio|mi sono tagliat[oa]|tagliarmi|mi brucio|mi sono bruciat[oa]|bruciarmi|mi faccio del male|farmi del male|mi ferisco|ferirmi|mi graffio)(?! (?:i capelli|la frangia|le unghie|con la carta|il dito|in cucina|cucinando|cadendo|giocando|a calcio|con (?:il|la|l) (?:forno|ferro|padella|pentola|acqua|olio|caffe|sole)))|autolesionismo|autolesionista|tagli sulle (?:braccia|gambe|cosce|polsi)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    pattern: `(?:questo e|e) il mio ultimo messaggio(?! (?:per oggi|di oggi|della giornata|prima di|fino a|per stasera))|quando (?:leggerete|leggerai|leggete) (?:questo|questo messaggio) ${gap(2)}non (?:ci saro|saro piu)|domani non ci saro piu`,
  },
  {
    category: 'farewell',
    level: 'high',
    pattern: `addio (?:a tutti|per sempre|mondo)|(?:dite|di|dici) a mia (?:madre|mamma|sorella|famiglia) che (?:le|vi|gli) voglio bene|(?:ho regalato|sto regalando|regalo) (?:tutte )?le mie cose|non ci saro (?:ancora )?per molto`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    intent: true,
    pattern: `grazie (?:di|per) tutto|perdonatemi|perdonami per tutto|vi voglio bene a tutti|lo faccio (?:stasera|stanotte|oggi|adesso|domani)|presto sara tutto finito`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    pattern: `(?:${THIRD}) ${gap(3)}(?:vuole|vorrebbe|sta per|ha provato a|ha tentato di|parla di|minaccia di|pensa di) ${gap(1)}(?:uccidersi|ammazzarsi|suicidarsi|togliersi la vita|farla finita|morire|tagliarsi|buttarsi|farsi del male)|si vuole (?:uccidere|ammazzare|suicidare|buttare)|(?:${THIRD}) ${gap(2)}si (?:taglia|fa del male|ferisce|brucia)(?! (?:i capelli|il dito|cucinando))`,
  },
]

export const italian: LanguagePack = {
  rules,
  idioms: `(?:muoio|sto morendo|morendo|moriro) (?:di|dal|dalle) (?:fame|sonno|caldo|freddo|noia|ridere|risate|sete|paura|vergogna|invidia)|mort[oa] di (?:fame|sonno|stanchezza|paura)|da morire|morire dal ridere|(?:mi ammazzo|mi uccido) (?:dalle risate|dal ridere|di lavoro)|(?:questo|questa|lui|lei|il caldo|il lavoro) mi (?:uccide|ammazza)|ammazzare il tempo|(?:mia madre|mio padre|mamma|papa|il capo|la prof) ${gap(2)}mi (?:uccide|ammazza)|(?:personaggio|boss|gioco) ${gap(3)}(?:muore|uccide|uccidere|morto)|suicidio (?:politico|sociale)|mi sono tagliat[oa] (?:i capelli|il dito)`,
  negators: 'non|nn|mai|nessuno|niente|nemmeno',
  negationBreakers: 'so se|credo|ce la faccio|riesco',
  pastMarkers:
    'prima|anni fa|tempo fa|molto tempo fa|quando ero (?:piccol[oa]|ragazzin[oa]|adolescente|giovane|piu giovane)|in passato|l anno scorso|alle superiori|al liceo',
  recovery:
    '(?:ora |adesso )?sto (?:molto )?meglio|sto bene adesso|ne sono uscit[oa]|sto facendo terapia|sono in terapia|ho chiesto aiuto',
  selfSubjects: 'io|mi|me',
  thirdSubjects: THIRD,
  otherSubjects:
    'un uomo|una donna|un ragazzo|una ragazza|la gente|qualcuno|noi|tu|voi|il personaggio',
  reporting:
    'notizia|notizie|telegiornale|giornale|articolo|film|serie|libro|romanzo|racconto|storia|personaggio|gioco|videogioco|tema|tesina|tesi|studio|lezione|tasso|statistiche|infermiera|medico|paziente|pazienti|protocollo|canzone|testo|poesia|prevenzione|durkheim',
}
