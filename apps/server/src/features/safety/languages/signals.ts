// Signals written the same way in all six languages: where someone stands (a bridge, a roof, the
// tracks), what they already swallowed, how much it takes "to not wake up", which products kill when
// mixed, "why can't I just die", "you won't have to deal with me much longer". Each is one rule
// across languages so a new phrasing of the same idea is caught wherever it is written.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const HEIGHT = [
  'bridge|overpass|roof|rooftop|ledge|edge|cliff|(?:train |railway |railroad )?tracks|railway|rails|balcony railing|parking garage',
  'puente|azotea|techo|tejado|vias|via del tren|cornisa|barandal|acantilado|precipicio',
  'pont|toit|rebord|voie ferree|rails|falaise|parapet',
  'brucke|bruecke|dach|gleis|gleisen|schienen|klippe|gelander|gelaender|hochhaus',
  'ponte|telhado|terraco|trilhos|linha do trem|beirada|parapeito|penhasco',
  'tetto|binari|cornicione|parapetto|scogliera',
].join('|')
// A bridge at rush hour or a roof being repaired is not a crisis.
const ORDINARY = `(?! ${gap(12)}(?:club|coucher|enjoying|game|traffic|trafico|transito|trafego|traffico|bouchon|stau|bus|boat|bateau|barco|barca|ship|view|vista|vue|aussicht|sunset|tramonto|atardecer|sonnenuntergang|fireworks|party|fiesta|fete|festa|fixing|repairing|cleaning|arreglando|reparer|repariere|consertando|aggiustando|photos?|fotos?|waiting|esperando|attends|warte|aspetto|tour|concert|concierto|konzert|gutters?)\\b)`
const PILLS =
  'pills|meds|medication|prescription|tablets|bottle|pack|box|packet|pastillas|medicamentos|remedios|remedio|frasco|caja|cachets|comprimes|medicaments|boite|flacon|plaquette|tabletten|pillen|schlaftabletten|medikamente|packung|schachtel|comprimidos|cartela|vidro|caixa|pillole|pasticche|compresse|farmaci|scatola|flacone|blister|tachipirina|paracetamol|doliprane|xanax|rivotril|clonazepam'
const ROUTINE = `(?!${gap(8)}(?:as prescribed|prescribed|doctor|medico|medecin|arzt|this morning|esta manana|ce matin|heute morgen|stamattina|hoje de manha|on time|with (?:food|breakfast)))`

const rules: Rule[] = [
  {
    category: 'in_progress',
    level: 'imminent',
    pattern: [
      `(?:(?:i am|i m|im|am) (?:standing |sitting |up |still )?|(?<!(?:are|is|were|was) )(?:standing|sitting) )(?:at|on|on top of|at the edge of|on the edge of) (?:the |a |this |my )?(?:edge of (?:the |a )?)?(?:${HEIGHT})${ORDINARY}`,
      `(?:estoy|toy|ya estoy|me encuentro|sigo) (?:en|sobre|arriba de|encima de|al borde de|en el borde de) (?:el |la |los |las |lo alto de (?:la |el )?)?(?:${HEIGHT})${ORDINARY}`,
      `(?:je suis|jsuis|chui|je me trouve|assise?|debout) (?:sur|au bord d[eu]|en haut d[eu]|au|a) (?:le |la |l |les |du |de la )?(?:${HEIGHT})${ORDINARY}`,
      `(?:ich )?(?:stehe|steh|sitze|sitz|bin) (?:grad |gerade |jetzt |schon |hier )*(?:auf|an) (?:der |dem |den |einer |einem |nem |ner )?(?:${HEIGHT})${ORDINARY}`,
      `(?:estou|to|tou|ja estou|ja to) (?:na|no|em cima d[ao]|na beira d[ao]|no alto d[ao]) (?:beira d[ao] )?(?:${HEIGHT})${ORDINARY}`,
      `(?:sono|mi trovo|sto) (?:sul|sulla|sui|sugli|sullo|in cima al|in cima alla|sul bordo del|sul bordo della) (?:${HEIGHT})${ORDINARY}`,
    ].join('|'),
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'third',
    negated: true,
    pattern: `(?:is|s) (?:at|on|standing on|sitting on) (?:the |a )?(?:edge of (?:the )?)?(?:${HEIGHT}) ${gap(6)}(?:not answering|will not (?:come|answer|pick up)|saying goodbye|says goodbye|wants to jump|going to jump|threatening)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    pattern: [
      `(?:ya|ja) (?:me )?(?:tome|tomei|engoli|trague) (?:las |los |os |as |todas (?:las |os )?|todos (?:los |os )?)?(?:${PILLS})(?! ${gap(3)}(?:de hoy|de hoje|do dia|del dia|como))|(?:tomei|engoli|tome) (?:os |as |las |los )?(?:${PILLS}) (?:todos|todas)`,
      `(?:took|taken|swallowed|downed|ate|popped) (?:my |the |a )?(?:whole|entire) ${gap(1)}(?:${PILLS})${ROUTINE}`,
      `(?:me tome|tome|me trague|trague|me bebi) (?:todo el|toda la|todas las|todos los|el frasco|la caja|un frasco|una caja) ${gap(2)}(?:${PILLS})?${ROUTINE}`,
      `(?:j ai|jai|je viens d) ${gap(1)}(?:avale|pris|bu) (?:toute la|toutes les|tous les|tout le|toute une|une boite entiere) ${gap(1)}(?:${PILLS})${ROUTINE}`,
      `(?:hab|habe) ${gap(3)}(?:alle|die ganze|ne ganze|eine ganze|einen ganzen|den ganzen|die ganzen) ${gap(2)}(?:${PILLS}) ${gap(2)}(?:genommen|geschluckt|eingenommen|getrunken)`,
      `(?:tomei|engoli|bebi) (?:todos os|todas as|todo o|toda a|o vidro|a cartela|a caixa|o frasco|uma cartela|um vidro) ${gap(2)}(?:${PILLS})?${ROUTINE}`,
      `(?:ho preso|ho ingoiato|ho mandato giu|ho bevuto|ho buttato giu) (?:tutte le|tutti i|tutto il|tutta la|una scatola|un flacone|il flacone|la scatola|un blister|il blister) ${gap(2)}(?:${PILLS})?${ROUTINE}`,
    ].join('|'),
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    pattern: [
      `how (?:many|much) ${gap(5)}(?:until|till|before|to|would it take to) ${gap(3)}(?:gives out|give out|shuts down|shut down|fails|not wake up|never wake up|stop breathing|die|be fatal)`,
      `(?:pills|meds|tablets) ${gap(3)}(?:not|never) (?:make you )?(?:throw up|vomit|puke)`,
      `cuant[oa]s? ${gap(5)}(?:para|hasta) (?:no despertar|no volver a despertar|morir|morirme|que me muera|matarme|no despertarme)`,
      `combien ${gap(5)}(?:pour|avant de) (?:ne (?:plus |pas )?(?:se |me )?reveiller|mourir|en mourir|y passer|crever)`,
      `wie (?:viele|viel) ${gap(5)}(?:um|bis) ${gap(2)}(?:nicht mehr aufzuwachen|nie mehr aufzuwachen|zu sterben|tot zu sein)`,
      `quant[oa]s? ${gap(5)}(?:pra|para|ate) (?:nao acordar|nunca mais acordar|morrer|me matar)`,
      `quant[ei] ${gap(5)}(?:per|prima di) (?:non svegliarsi|non svegliarmi|non risvegliarsi|morire|uccidersi|uccidermi)`,
      `dosis (?:letal|mortal)|dose (?:letal|mortelle|letale|mortale)|(?:todliche|toedliche) dosis`,
    ].join('|'),
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    pattern: [
      `(?:chemicals|products|cleaners|household \\w+|productos|quimicos|produits|putzmittel|chemikalien|reiniger|produtos|prodotti|sostanze) ${gap(5)}(?:deadly|lethal|fatal|kill you|mortales|letales|matan|mortels?|letaux|tuent|todlich|toedlich|matam|mortais|letais|mortali|letali|uccidono) ${gap(4)}(?:mix|mixed|mixing|combine|combined|together|mezclo|mezclan|mezclas|mezclar|mezclados|melange|melanger|melanges|mischt|mischen|gemischt|misturar|misturados|misturo|mescolati|mescolare|mescoli|mescolo)`,
      `(?:die|dying|death) from mixing|_ mixing|(?:mix|mixing|mezclar|melanger|mischen|misturar|mescolare) ${gap(6)}(?:to die|to kill myself|para morir|para matarme|pour mourir|um zu sterben|pra morrer|per morire)`,
    ].join('|'),
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: [
      `why (?:can not|will not) i (?:just )?(?:die|be dead|stop existing|not wake up|disappear)`,
      `por ?que no (?:me )?puedo (?:simplemente |solo |solamente )?(?:morir|morirme|desaparecer|dejar de existir)`,
      `pourquoi (?:je )?(?:ne )?(?:peux|pourrais) (?:pas|plus) (?:juste |simplement )?(?:mourir|crever|disparaitre)`,
      `warum kann ich (?:nicht einfach|einfach nicht) (?:sterben|tot sein)`,
      `(?:por que|porque|pq|pra que) (?:eu )?nao (?:posso|consigo) (?:simplesmente |so )?(?:morrer|sumir|desaparecer)`,
      `perche non (?:posso|riesco a) (?:semplicemente |solo )?(?:morire|sparire|scomparire)`,
    ].join('|'),
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    context:
      'decided|made up my mind|made my decision|no going back|i am done|can not do this anymore|goodbye|decidi|decidid[oa]|ya no puedo|ya no aguanto|c est decide|j ai decide|j en peux plus|entschieden|beschlossen|kann nicht mehr|nao aguento|ho deciso|non ce la faccio',
    pattern: `tonight (?:is|s) the night|(?:it is|it s|its) happening tonight|tonight i (?:end|finish) (?:this|it|everything)|(?:esta noche|hoy) (?:se acaba|acaba|termina) ${gap(1)}|ce soir c est (?:fini|la fin|termine)|heute nacht ist es soweit|(?:hoje a noite|hoje) (?:acaba|termina)|stanotte (?:finisce|e finita|la faccio finita)`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: [
      `(?:will not|do not|no longer) (?:have to|need to|gotta) (?:deal (?:with|w)|put up with|worry about|take care of|bother with) me ${gap(1)}(?:much longer|for much longer|anymore|any more|soon|for long|after tonight)`,
      `(?:soon|after tonight|after today) ${gap(2)}(?:will not|do not) (?:have to|need to) (?:deal (?:with|w)|put up with|worry about) me`,
      `(?:no|ya no) (?:tendran|tendras|van a tener|vas a tener) que (?:aguantarme|soportarme|preocuparse por mi|preocuparte por mi|lidiar conmigo|cargar conmigo)`,
      `(?:n aurez|n auras|n aurez) plus (?:a|besoin de) (?:me supporter|vous occuper de moi|t occuper de moi|vous inquieter pour moi)`,
      `(?:musst|muesst|mussen|muessen|braucht) ${gap(2)}(?:nicht|nie) mehr ${gap(2)}(?:mit mir|um mich|mich ertragen)`,
      `nao (?:vao|vai) (?:precisar|ter que|ter de) (?:me aguentar|me suportar|se preocupar comigo|lidar comigo|cuidar de mim)`,
      `non (?:dovrete|dovrai|dovra) piu (?:sopportarmi|preoccuparvi per me|preoccuparti per me|occuparvi di me)`,
      `(?:wrote|written|left) (?:a )?(?:letters?|notes?) (?:for|to) (?:everyone|everybody|all of you|each of you)|(?:brief|briefe) ${gap(2)}fur danach|fuer danach`,
    ].join('|'),
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: [
      `(?:everyone|everybody|they|people|my family) (?:would|will) be (?:so )?(?:better off|relieved|happier)(?! with| if (?:we|you|they))`,
      `(?:would|will) be (?:better|relieved|happier|fine|free) ${gap(2)}if i (?:just )?(?:vanished|disappeared|was gone|were gone|died|did not exist)`,
      `(?:estarian|estaria|serian|seria|vivirian) (?:mas |mucho )?(?:tranquil[oa]s?|felices|feliz|mejor|aliviad[oa]s?) ${gap(1)}(?:si (?:yo )?(?:no existiera|desapareciera|me muriera|no estuviera)|sin mi)`,
      `(?:serait|seraient|irait|iraient) (?:plus |tellement )?(?:soulagee?s?|mieux|heureux|heureuse|tranquilles?) ${gap(1)}(?:si je (?:disparaissais|mourais|n existais pas|n etais plus la)|sans moi)`,
      `ohne mich (?:hatten|haetten|waren|waeren|ware|waere) ${gap(3)}(?:leichter|besser|glucklicher|gluecklicher)`,
      `(?:ficaria|ficariam|seria|seriam|estaria|estariam) (?:muito )?(?:melhor|melhores|aliviad[oa]s?|felizes?|em paz) ${gap(1)}(?:se eu (?:sumisse|morresse|nao existisse|desaparecesse)|sem mim)`,
      `(?:starebbero|starebbe|sarebbero|sarebbe) (?:tutti )?(?:meglio|piu felici|sollevat[ie]|tranquill[ie]) ${gap(1)}(?:se (?:io )?(?:sparissi|morissi|non ci fossi|non esistessi|scomparissi)|senza di me)`,
      `m endormir et ne (?:plus )?(?:jamais )?(?:plus )?me reveiller`,
      `(?:quero|queria) sumir(?: pra sempre| para sempre| do mapa)`,
    ].join('|'),
  },
]

export const signals: LanguagePack = {
  rules,
  idioms: 'on the edge of my seat|au bord des larmes',
  negators:
    'not|never|no(?= (?:estoy|quiero|voy|tengo|puedo|me|estou|vou|quero))|nunca|jamas|jamais|pas|nicht|nie|nao|non|mai',
  negationBreakers: 'sure|se si|sei se|sais pas si',
  pastMarkers:
    'years ago|last year|when i was (?:a kid|young|a teen)|hace anos|il y a des annees|vor jahren|anos atras|anni fa',
  recovery: 'doing better now|estoy mejor|je vais mieux|geht mir besser|estou melhor|sto meglio',
  selfSubjects: 'i|me|yo|je|ich|eu|io',
  thirdSubjects:
    'he|she|my (?:bf|gf|boyfriend|girlfriend|friend|brother|sister|son|daughter|mom|mum|dad|husband|wife|partner)',
  otherSubjects: 'we|you|people|nosotros|nous|wir|noi',
  reporting: [
    'lost (?:[^ |]+ ){0,3}to suicide|died by suicide|took (?:his|her|their) own life|committed suicide',
    'se suicide|se suicido|s est suicidee?|si e suicidat[oa]|se suicidou|sich (?:umgebracht|das leben genommen) hat|(?:pro|para o|ao) suicid[a-z]*',
    'si e suicidat[oa]|funeral|funerailles|beerdigung|enterro|funerale|entierro',
  ].join('|'),
}
