import { z } from 'zod'

// National crisis lines, shared by the web app (crisis panel, Resources dialog, /safety) and the
// server (the personas' careful instructions name the person's line). Only numbers checked against
// the line's own site, a government page or the press of that country are listed; each line keeps
// the link it was checked against (docs/decisions/0013-care-and-safety.md). Update it
// there when a line changes.

export interface CrisisLine {
  name: string
  /** What a person can dial, as written locally, and the digits for a tel: link. */
  call?: { display: string; dial: string }
  /** A text line: the number and, when the line asks for one, the word to send. */
  text?: { to: string; body?: string }
  chatUrl?: string
  /** Opening hours when known ('24/7' when it never closes). */
  hours?: string
  note?: string
  sourceUrl: string
}

export interface CountryCrisisLines {
  code: string
  name: string
  /** The number for police, ambulance and fire (the one to dial in immediate danger). */
  emergency: string
  lines: CrisisLine[]
}

/** Where to find a line in any other country. */
export const INTERNATIONAL_DIRECTORIES = [
  {
    name: 'Find A Helpline (free, confidential lines worldwide)',
    url: 'https://findahelpline.com',
  },
  {
    name: 'IASP crisis centre directory',
    url: 'https://www.iasp.info/crisis-centres-helplines/',
  },
] as const

export const CRISIS_LINES = [
  {
    code: 'US',
    name: 'United States',
    emergency: '911',
    lines: [
      {
        name: '988 Suicide & Crisis Lifeline',
        call: { display: '988', dial: '988' },
        text: { to: '988' },
        chatUrl: 'https://988lifeline.org/chat/',
        hours: '24/7',
        note: 'Spanish: press 2. Veterans: press 1. LGBTQI+ support: text PRIDE to 988.',
        sourceUrl: 'https://988lifeline.org',
      },
      {
        name: 'Crisis Text Line',
        text: { to: '741741', body: 'HOME' },
        hours: '24/7',
        note: 'English and Spanish.',
        sourceUrl: 'https://www.crisistextline.org',
      },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    emergency: '911',
    lines: [
      {
        name: '9-8-8 Suicide Crisis Helpline',
        call: { display: '988', dial: '988' },
        text: { to: '988' },
        hours: '24/7',
        note: 'English and French.',
        sourceUrl: 'https://988.ca',
      },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    emergency: '999',
    lines: [
      {
        name: 'Samaritans',
        call: { display: '116 123', dial: '116123' },
        hours: '24/7',
        note: 'Free from any phone.',
        sourceUrl: 'https://www.samaritans.org',
      },
      {
        name: 'Shout',
        text: { to: '85258', body: 'SHOUT' },
        hours: '24/7',
        sourceUrl: 'https://giveusashout.org',
      },
    ],
  },
  {
    code: 'IE',
    name: 'Ireland',
    emergency: '112',
    lines: [
      {
        name: 'Samaritans Ireland',
        call: { display: '116 123', dial: '116123' },
        hours: '24/7',
        sourceUrl: 'https://www.samaritans.org/ireland/',
      },
      {
        name: '50808 text line',
        text: { to: '50808', body: 'HELLO' },
        hours: '24/7',
        sourceUrl: 'https://text50808.ie',
      },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    emergency: '000',
    lines: [
      {
        name: 'Lifeline Australia',
        call: { display: '13 11 14', dial: '131114' },
        text: { to: '0477 13 11 14' },
        chatUrl: 'https://www.lifeline.org.au/crisis-chat/',
        hours: '24/7',
        sourceUrl: 'https://www.lifeline.org.au',
      },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    emergency: '111',
    lines: [
      {
        name: '1737 Need to talk?',
        call: { display: '1737', dial: '1737' },
        text: { to: '1737' },
        hours: '24/7',
        sourceUrl: 'https://1737.org.nz',
      },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    emergency: '112',
    lines: [
      {
        name: 'TelefonSeelsorge',
        call: { display: '0800 111 0 111', dial: '08001110111' },
        chatUrl: 'https://online.telefonseelsorge.de',
        hours: '24/7',
        note: 'Free and anonymous. Also on 116 123.',
        sourceUrl: 'https://www.telefonseelsorge.de',
      },
      {
        name: 'TelefonSeelsorge (second number)',
        call: { display: '0800 111 0 222', dial: '08001110222' },
        hours: '24/7',
        sourceUrl: 'https://www.telefonseelsorge.de',
      },
    ],
  },
  {
    code: 'AT',
    name: 'Austria',
    emergency: '112',
    lines: [
      {
        name: 'TelefonSeelsorge Österreich',
        call: { display: '142', dial: '142' },
        hours: '24/7',
        sourceUrl: 'https://www.telefonseelsorge.at',
      },
    ],
  },
  {
    code: 'CH',
    name: 'Switzerland',
    emergency: '144',
    lines: [
      {
        name: 'Die Dargebotene Hand / La Main Tendue / Telefono Amico',
        call: { display: '143', dial: '143' },
        hours: '24/7',
        sourceUrl: 'https://www.143.ch',
      },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    emergency: '112',
    lines: [
      {
        name: '3114 – numéro national de prévention du suicide',
        call: { display: '3114', dial: '3114' },
        hours: '24/7',
        note: 'Free and confidential, from mainland France and overseas.',
        sourceUrl: 'https://3114.fr',
      },
    ],
  },
  {
    code: 'BE',
    name: 'Belgium',
    emergency: '112',
    lines: [
      {
        name: 'Centre de Prévention du Suicide (French)',
        call: { display: '0800 32 123', dial: '080032123' },
        hours: '24/7',
        sourceUrl: 'https://www.preventionsuicide.be',
      },
      {
        name: 'Zelfmoordlijn 1813 (Dutch)',
        call: { display: '1813', dial: '1813' },
        chatUrl: 'https://www.zelfmoord1813.be',
        hours: '24/7',
        sourceUrl: 'https://www.zelfmoord1813.be',
      },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    emergency: '112',
    lines: [
      {
        name: 'Línea 024 de atención a la conducta suicida',
        call: { display: '024', dial: '024' },
        hours: '24/7',
        note: 'Free and confidential.',
        sourceUrl: 'https://www.sanidad.gob.es/linea024/',
      },
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    emergency: '911',
    lines: [
      {
        name: 'Línea de la Vida',
        call: { display: '800 911 2000', dial: '8009112000' },
        hours: '24/7',
        sourceUrl:
          'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
      },
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    emergency: '911',
    lines: [
      {
        name: 'Centro de Asistencia al Suicida',
        call: { display: '135', dial: '135' },
        hours: '24/7',
        note: '135 is free from Buenos Aires and its metropolitan area; from anywhere in the country call (011) 5275-1135.',
        sourceUrl: 'https://www.asistenciaalsuicida.org.ar',
      },
    ],
  },
  {
    code: 'BR',
    name: 'Brazil',
    emergency: '192',
    lines: [
      {
        name: 'CVV – Centro de Valorização da Vida',
        call: { display: '188', dial: '188' },
        chatUrl: 'https://cvv.org.br',
        hours: '24/7',
        note: 'Free from any phone. 192 is SAMU (ambulance).',
        sourceUrl: 'https://cvv.org.br',
      },
    ],
  },
  {
    code: 'PT',
    name: 'Portugal',
    emergency: '112',
    lines: [
      {
        name: 'Linha Nacional de Prevenção do Suicídio',
        call: { display: '1411', dial: '1411' },
        hours: '24/7',
        sourceUrl:
          'https://www.dn.pt/sociedade/linha-de-apoio-%C3%A0-preven%C3%A7%C3%A3o-do-suic%C3%ADdio-entrou-em-funcionamento-e-tem-o-n%C3%BAmero-1411',
      },
      {
        name: 'SNS 24 – aconselhamento psicológico',
        call: { display: '808 24 24 24', dial: '808242424' },
        hours: '24/7',
        note: 'Choose option 4 (psychological counselling); also in English.',
        sourceUrl: 'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
      },
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    emergency: '112',
    lines: [
      {
        name: 'Telefono Amico Italia',
        call: { display: '02 2327 2327', dial: '0223272327' },
        note: 'Also on WhatsApp at 345 036 1628.',
        sourceUrl: 'https://www.telefonoamico.it',
      },
    ],
  },
  {
    code: 'NL',
    name: 'Netherlands',
    emergency: '112',
    lines: [
      {
        name: '113 Zelfmoordpreventie',
        call: { display: '113', dial: '113' },
        chatUrl: 'https://www.113.nl',
        hours: '24/7',
        note: 'Free on 0800-0113.',
        sourceUrl: 'https://www.113.nl',
      },
    ],
  },
  {
    code: 'IN',
    name: 'India',
    emergency: '112',
    lines: [
      {
        name: 'Tele-MANAS (Government of India)',
        call: { display: '14416', dial: '14416' },
        hours: '24/7',
        note: 'Also 1-800-891-4416. Choose your language.',
        sourceUrl: 'https://telemanas.mohfw.gov.in',
      },
    ],
  },
  {
    code: 'JP',
    name: 'Japan',
    emergency: '119',
    lines: [
      {
        name: 'いのちの電話 (Inochi no Denwa)',
        call: { display: '0120-783-556', dial: '0120783556' },
        note: 'Free line; hours vary. Local centres list their own numbers.',
        sourceUrl: 'https://www.inochinodenwa.org',
      },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    emergency: '112',
    lines: [
      {
        name: 'SADAG Suicide Crisis Helpline',
        call: { display: '0800 567 567', dial: '0800567567' },
        text: { to: '31393' },
        hours: '24/7',
        note: 'Send an SMS to 31393 and a counsellor calls back.',
        sourceUrl: 'https://www.sadag.org',
      },
    ],
  },
] as const satisfies readonly CountryCrisisLines[]

export type CountryCode = (typeof CRISIS_LINES)[number]['code']
export const COUNTRY_CODES = CRISIS_LINES.map((country) => country.code) as [
  CountryCode,
  ...CountryCode[],
]
export const countryCodeSchema = z.enum(COUNTRY_CODES)
export const DEFAULT_COUNTRY: CountryCode = 'US'

export function crisisLinesFor(code: string | null | undefined): CountryCrisisLines {
  return (
    CRISIS_LINES.find((country) => country.code === code) ??
    CRISIS_LINES.find((country) => country.code === DEFAULT_COUNTRY)!
  )
}

// A language alone ("de", "fr") names the country most of its speakers here live in.
const LANGUAGE_COUNTRY: Record<string, CountryCode> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'BR',
  ja: 'JP',
  hi: 'IN',
  en: 'US',
}

/**
 * The country a browser's languages suggest ('de-AT' -> AT, 'de' -> DE), or null when none of them
 * names a country in the table. Region subtags win over bare languages, in the browser's order.
 */
export function countryFromLanguages(languages: readonly string[]): CountryCode | null {
  for (const tag of languages) {
    const region = tag.split(/[-_]/)[1]?.toUpperCase()
    if (region && (COUNTRY_CODES as readonly string[]).includes(region)) {
      return region as CountryCode
    }
  }
  for (const tag of languages) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    if (language && LANGUAGE_COUNTRY[language]) return LANGUAGE_COUNTRY[language]
  }
  return null
}

/** One line for a model prompt: "TelefonSeelsorge: call 0800 111 0 111". */
export function describeLine(line: CrisisLine): string {
  const ways = [
    line.call ? `call ${line.call.display}` : null,
    line.text ? `text ${line.text.body ? `${line.text.body} to ` : ''}${line.text.to}` : null,
  ].filter(Boolean)
  return `${line.name}${ways.length ? ` (${ways.join(' or ')})` : ''}`
}
