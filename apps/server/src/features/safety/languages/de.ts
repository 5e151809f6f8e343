// German, umlauts stripped ("müde" is "mude"; people also write "muede", so both are accepted).
// "mich" is the writer, "sich" someone else; "will" is both persons, so the subject decides.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const WANT =
  '(?:will|mochte|moechte|muss|wurde|wuerde|werde|wollte|mocht|moecht|kann|konnte|koennte)'
const KILL_ME = `(?:mich ${gap(2)}(?:umbringen|toten|toeten|erhangen|erhaengen|aufhangen|aufhaengen|erschiessen|vergiften|ertranken|ertraenken|vor den zug werfen|vor einen zug werfen)|mir ${gap(2)}(?:das leben nehmen|was antun|etwas antun|die pulsadern aufschneiden|die kugel geben)|sterben|tot sein|nicht mehr (?:leben|da sein|aufwachen|existieren|sein))`
const PILLS =
  '(?:tabletten|pillen|medikamente|schlaftabletten|packung|packungen|paracetamol|ibuprofen|antidepressiva|tavor)'
const THIRD =
  'er|sie|mein (?:freund|bester freund|bruder|vater|papa|sohn|cousin|kumpel|mitbewohner|kollege|partner|mann)|meine (?:freundin|beste freundin|schwester|mutter|mama|tochter|cousine|mitbewohnerin|kollegin|partnerin|frau)|jemand den ich kenne'

const rules: Rule[] = [
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `(?:ich )?(?:bring|bringe) mich ${gap(3)}um(?! die ecke)|(?:bring|bringe) ich mich ${gap(2)}um|(?:werde|hab beschlossen|habe beschlossen|habe entschieden|bin bereit) ${gap(2)}${KILL_ME}|mache (?:heute|jetzt|bald|heute nacht) schluss`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `${WANT} ${gap(3)}${KILL_ME}(?! vor (?:lachen|hunger|langeweile|angst|hitze))|(?:will|mochte|moechte|werde|wurde) ${gap(3)}(?:schluss machen|allem ein ende (?:setzen|machen|bereiten)|meinem leben ein ende (?:setzen|machen))|(?:ware|waere|war) (?:lieber|einfach|am liebsten) tot|(?:denke|dachte|denk) ${gap(2)}an (?:selbstmord|suizid|den tod|sterben)|selbstmordgedanken|suizidgedanken|suizidal|suizidale gedanken|lebensmude|lebensmuede`,
  },
  {
    category: 'active_ideation',
    level: 'concern',
    person: 'any',
    topic: true,
    pattern: `selbstmord|suizid`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:wunschte|wuenschte|wunsche|wuensche|wollte) ${gap(2)}(?:ich ware|ich waere) (?:tot|nie geboren|nicht da|weg)|(?:ich ware|ich waere|war) (?:lieber|besser) tot|einfach verschwinden|einschlafen und nicht mehr aufwachen|fur immer (?:schlafen|einschlafen|verschwinden)|fuer immer (?:schlafen|einschlafen|verschwinden)|(?:nicht|nie) mehr aufwachen|(?:mude|muede|satt) (?:vom|zu) leben`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:das )?leben (?:hat|macht) (?:keinen|kein) sinn(?: mehr)?|(?:alle|jeder|meine familie) (?:waren|waeren|ware|waere) besser dran ohne mich|niemand (?:wurde|wuerde) mich vermissen|ich bin (?:allen |euch |dir |meiner familie |jedem )?(?:nur |bloss |einfach )?(?:noch )?eine last|keinen grund (?:mehr )?zu leben|wozu (?:noch )?leben|warum lebe ich (?:noch|uberhaupt|ueberhaupt)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: `(?:will|mochte|moechte|kann) (?:einfach )?nicht mehr leben|(?:will|mochte|moechte) nicht mehr (?:da sein|existieren|aufwachen|sein)|hab keine lust mehr zu leben|keine lust mehr auf (?:das )?leben`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `(?:habe|hab) (?:einen|nen|schon einen) plan ${gap(3)}(?:umbring\\w*|sterben|tot|selbstmord|suizid|mich|ende)|(?:habe|hab) ${gap(2)}(?:alles geplant|den tag (?:ausgesucht|gewahlt)|die brucke ausgesucht)|(?:sammle|horte|spare|gesammelt|gehortet) ${gap(4)}${PILLS}|(?:habe|hab) (?:mir )?(?:ein seil|einen strick|eine waffe|rasierklingen) (?:gekauft|besorgt)|abschiedsbrief|abschiedsbriefe`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `wie ?viele ${PILLS} ${gap(5)}(?:sterben|todlich|toedlich|tot|um)|(?:todliche|toedliche|letale) dosis|(?:art|methode|weg|moglichkeit|moeglichkeit) ${gap(2)}(?:zu sterben|sterben|mich umzubringen|sich umzubringen|suizid|selbstmord)|schmerzlos(?:e|er)? (?:sterben|tod)|wie (?:bringe ich mich|bring ich mich|kann ich mich|bringt man sich|kann man sich) ${gap(2)}(?:um|umbringen|toten|toeten|erhangen|erhaengen)|wie (?:hoch|tief) ${gap(4)}(?:sterben|todlich|toedlich|uberleben|ueberleben)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:habe|hab|hat|hab grad|habe gerade|hab gerade|hat gerade) ${gap(1)}(?:so |etwa |ungefahr |fast |uber )?(?:alle|die ganze|die ganzen|viele|zu viele|eine ganze|\\d\\d+) ${gap(1)}${PILLS} ${gap(1)}(?:genommen|geschluckt|eingeworfen)|(?:stehe|sitze|bin) (?:auf|an) (?:dem|der|einer|einem) (?:dach|brucke|bruecke|kante|rand|hochhaus|gleisen|balkon) ${gap(3)}(?:springen|jetzt|tschuss|bereit)|(?:messer|klinge|strick|seil) (?:ist )?(?:in (?:der|meiner) hand|um den hals|um meinen hals)(?! ${gap(3)}(?:gemuse|gemuese|kochen|koche|schneide|zwiebel|zwiebeln|brot|fleisch))|pulsadern (?:aufgeschnitten|aufgeschlitzt)|(?:hort|hoert) nicht auf zu bluten|werde jetzt springen|springe jetzt`,
  },
  {
    category: 'self_harm',
    level: 'high',
    person: 'any',
    pattern: `(?:ich )?(?:ritze|ritz|schneide|verletze|verbrenne|schlage) mich(?! (?:beim|am|an der|mit dem papier))|mich (?:ritzen|schneiden|verletzen|verbrennen)|geritzt|selbstverletzung|selbstverletzendes|svv|ritzen|mir (?:weh tun|wehtun)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    pattern: `(?:das ist|dies ist|hier ist) meine letzte nachricht(?! (?:fur heute|fuer heute|heute|vor dem|bis))|wenn (?:ihr|du|jemand) das (?:lest|liest) ${gap(3)}(?:nicht mehr|tot|weg)|morgen bin ich (?:nicht mehr|tot|weg)`,
  },
  {
    category: 'farewell',
    level: 'high',
    pattern: `lebt wohl|lebe wohl|(?:tschuss|tschuess|auf wiedersehen|adieu) (?:fur immer|fuer immer|fur alle zeit|an alle|welt)|sagt (?:meiner|meinem) (?:mutter|mama|vater|papa|familie|schwester|bruder) ${gap(1)}dass ich (?:sie|ihn|euch) liebe|(?:habe|hab) (?:alle meine sachen|all meine sachen|meine ganzen sachen|meine sachen|alles) verschenkt|verschenke (?:meine sachen|alles)`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    intent: true,
    pattern: `danke fur alles|danke fuer alles|verzeiht mir|es tut mir leid fur alles|bald ist es vorbei|ich mache es (?:heute|jetzt|morgen)|ich tu es (?:heute|jetzt)`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    pattern: `(?:${THIRD}) ${gap(4)}(?:will|mochte|moechte|wird|droht|versucht|redet davon|spricht davon|denkt daran) ${gap(2)}sich ${gap(2)}(?:umbringen|umzubringen|toten|toeten|das leben (?:nehmen|zu nehmen)|ritzen|verletzen|was antun|etwas antun)|(?:${THIRD}) (?:ritzt|verletzt) sich|(?:bringt|bringe) sich ${gap(2)}um`,
  },
]

export const german: LanguagePack = {
  rules,
  idioms: `(?:sterbe|sterben|stirbt|gestorben) vor (?!allem)[a-z]+|zum sterben (?:langweilig|schon|schoen|mude|muede)|(?:lach|lache|lachen|lachte) mich ${gap(1)}tot|totlachen|totgelacht|todmude|todmuede|todlangweilig|das bringt mich (?:noch )?um|(?:mama|mutter|vater|papa|chef|chefin|lehrer) ${gap(2)}bringt mich um|(?:zeit|stunden) totschlagen|selbstmord(?:attentat|attentater|attentaeter|kommando|mission)\\w*|politischer selbstmord|(?:mit (?:ihm|ihr|dir|meinem (?:freund|partner|ex)|meiner (?:freundin|partnerin)) schluss machen|schluss machen mit (?:ihm|ihr|dir|meinem (?:freund|partner|ex)|meiner (?:freundin|partnerin)))|(?:figur|charakter|boss|spiel) ${gap(3)}(?:stirbt|stirbst|tot|toten|toeten)|bin tot (?:lol|haha|xd)`,
  negators: 'nicht|nie|niemals|kein|keine|keinen|nichts|nix',
  negationBreakers: 'sicher|weiss ob|weiss nicht ob|mehr',
  pastMarkers:
    'fruher|frueher|vor (?:jahren|langer zeit|\\d+ jahren|ein paar jahren)|als (?:kind|teenager|jugendlicher|jugendliche|ich jung war|ich junger war|ich juenger war)|damals|letztes jahr|in der schulzeit',
  recovery:
    '(?:mir )?geht (?:es|s)? ?(?:mir )?(?:jetzt )?(?:viel )?besser|bin (?:jetzt )?in therapie|habe hilfe|hab hilfe|uberwunden|ueberwunden|bin (?:jetzt )?stabil',
  selfSubjects: 'ich|mich|mir',
  thirdSubjects: THIRD,
  otherSubjects:
    'ein mann|eine frau|ein jugendlicher|eine jugendliche|leute|jemand|man|wir|du|ihr|die figur',
  reporting:
    'nachrichten|artikel|zeitung|bericht|film|serie|buch|roman|geschichte|figur|spiel|videospiel|aufsatz|hausarbeit|referat|studie|vorlesung|unterricht|rate|statistik|krankenschwester|pfleger|arzt|arztin|patient|patienten|protokoll|lied|songtext|gedicht|pravention|praevention|durkheim',
}
