// Signals written the same way in all six languages: where someone stands (a bridge, a roof, the
// tracks), what they already swallowed, how much it takes "to not wake up", which products kill when
// mixed, "why can't I just die", "you won't have to deal with me much longer". Each is one rule
// across languages so a new phrasing of the same idea is caught wherever it is written.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
export const HEIGHT = [
  'bridge|overpass|flyover|viaduct|roof|rooftop|ledge|edge|cliff|(?:train |railway |railroad |subway |metro )?tracks|railway|rails|balcony (?:railing|rail|ledge)|railing|parapet|windowsill|window ledge|parking (?:garage|deck|structure)|(?:top|highest) floor of|dam|quarry',
  'puente|viaducto|paso elevado|azotea|techo|tejado|terraza del edificio|vias|via del tren|rieles|cornisa|barandal|baranda|barandilla|acantilado|precipicio|orilla del (?:techo|puente|edificio|balcon|acantilado|precipicio)|borde del (?:techo|puente|edificio|balcon|acantilado|precipicio)|ultimo piso|presa|represa',
  'pont|viaduc|toit|toiture|rebord|voie ferree|voies|rails|falaise|parapet|garde corps|rambarde|corniche|bord du (?:toit|pont|balcon|quai|vide)|dernier etage|barrage',
  'brucke|bruecke|autobahnbrucke|autobahnbruecke|dach|dachkante|gleis|gleisen|schienen|bahngleis|bahngleisen|klippe|gelander|gelaender|brustung|bruestung|hochhaus|staumauer|talsperre|fensterbrett|abgrund',
  'ponte|viaduto|passarela|telhado|terraco|laje|trilhos|linha do trem|linha do comboio|beirada|beiral|parapeito|penhasco|falesia|grade da (?:ponte|varanda)|ultimo andar|barragem|represa',
  'ponte|viadotto|cavalcavia|tetto|terrazzo del palazzo|binari|cornicione|parapetto|ringhiera|scogliera|dirupo|strapiombo|ultimo piano|diga',
].join('|')
// A bridge at rush hour or a roof being repaired is not a crisis.
export const ORDINARY = `(?! ${gap(14)}(?:club|bar|restaurant|restaurante|ristorante|drinks?|copas|cocktails?|brunch|coucher|enjoying|game|traffic|trafico|transito|trafego|traffico|bouchon|stau|bus|boat|bateau|barco|barca|ship|view|vista|vue|aussicht|sunset|sunrise|tramonto|atardecer|amanecer|sonnenuntergang|por do sol|stars?|stargazing|estrellas|etoiles|sterne|estrelas|stelle|fireworks|fuegos|feux d artifice|feuerwerk|fogos|party|fiesta|fete|festa|fixing|repairing|cleaning|arreglando|limpiando|reparer|repariere|consertando|limpando|aggiustando|photos?|fotos?|selfies?|pictures?|waiting|esperando|attends|warte|aspetto|tour|concert|concierto|konzert|gutters?|bungee|base jump|cliff jump|clavados|mirador|antenna|antena|satellite|solar|picnic|yoga|garden|jardin|garten|jardim|giardino|friends|amigos|amis|freunde|amici|dog|perro|chien|hund|cachorro|cane|running|corriendo|jogging|laufen|correndo|correndo|bike|bici|velo|fahrrad|bicicleta|fishing|pescando|peche|angeln|pescare|tourists?|turistas|touristes|touristen|turisti)\\b)`
export const PILLS =
  'pills|meds|medication|prescription|tablets|bottle|pack|box|packet|pastillas|medicamentos|remedios|remedio|frasco|caja|cachets|comprimes|medicaments|boite|flacon|plaquette|tabletten|pillen|schlaftabletten|medikamente|packung|schachtel|comprimidos|cartela|vidro|caixa|pillole|pasticche|compresse|farmaci|scatola|flacone|blister|tachipirina|paracetamol|doliprane|xanax|rivotril|clonazepam|lexomil|medocs|amitriptylin|amitriptyline|valium|stilnox|zolpidem|lorazepam|tavor|diazepam|tramadol|oxycodone|seroquel|quetiapina|quetiapine|alprazolam|lyrica|insulina|insuline|insulin'
const ROUTINE = `(?!${gap(8)}(?:as prescribed|prescribed|doctor|medico|medecin|arzt|this morning|esta manana|ce matin|heute morgen|stamattina|hoje de manha|on time|with (?:food|breakfast)))`

const LETHAL =
  '(?:nicht mehr|nie mehr|nie wieder) aufwacht|not wake up|never wake up|no (?:vuelves a |volver a )?despertar|ne (?:plus )?(?:se )?reveille|ne (?:pas |plus )?(?:se |me )?reveiller|nao acorda|nao acordar|non (?:ti )?svegli|lethal|fatal|deadly|kill (?:you|a person|someone|me)|kills? you|die|dies|morir|muere|mortal|mortales|letal|letales|matan|mata|mortels?|mortelles?|letaux|tuent|tue|meurt|mourir|todlich|toedlich|todliche|stirbt|sterben|morre|morrer|mortais|letais|matam|mata|letale|letali|mortale|mortali|uccide|uccidono|muore|morire'
const HOW_MANY =
  'how (?:many|much)|what (?:amount|dose|number)|cuant[oa]s?|que cantidad|combien|quelle (?:dose|quantite)|(?:ab )?wie (?:viele|viel|vielen)|welche (?:dosis|menge)|quant[oa]s?|que quantidade|quant[ei]|quanta|che dose|quale dose'
export const BLADE =
  'razor blades?|razors?|blades?|box ?cutter|lametta|lamette|rasoio|cutter|cuchillas?|navaja|gillette|gilette|gilete|lamina|laminas|lame de rasoir|lames?|rasierklingen?|klingen?|teppichmesser|estilete'

const rules: Rule[] = [
  {
    category: 'in_progress',
    level: 'imminent',
    pattern: [
      `(?:(?:i am|i m|im|am) (?:standing |sitting |up |still |out |perched |hanging |leaning )*|(?<!(?:are|is|were|was|re|we|they|you|he|she) )(?:standing|sitting|perched) )(?:at|on|on top of|at the edge of|on the edge of|over|over the edge of|outside on) (?:the |a |this |my |our )?(?:edge of (?:the |a )?|wrong side of (?:the |a )?|railing of (?:the |a )?|top of (?:the |a )?)?(?:${HEIGHT})${ORDINARY}`,
      `(?:estoy|toy|ya estoy|me encuentro|sigo)(?: (?:parad[oa]|sentad[oa]|de pie|subid[oa]|trepad[oa]|colgad[oa]|aqui))? (?:en|sobre|arriba de|encima de|al borde de|en el borde de) (?:el |la |los |las |lo alto de (?:la |el )?)?(?:(?:borde|orilla|filo|barandal|baranda|barandilla|muro) (?:del|de la|de) )?(?:${HEIGHT})${ORDINARY}`,
      `(?:je suis|jsuis|chui|je me trouve|assise?|debout)(?: (?:assise?|debout|perchee?|montee?|la))? (?:sur|au bord d[eu]|en haut d[eu]|au|a) (?:le |la |l |les |du |de la )?(?:(?:bord|rebord|parapet|garde corps|rambarde|muret) (?:du |de la |de l |des )?)?(?:${HEIGHT})${ORDINARY}`,
      `(?:ich )?(?:stehe|steh|sitze|sitz|bin) (?:grad |gerade |jetzt |schon |hier )*(?:auf|an) (?:der |dem |den |einer |einem |nem |ner )?(?:${HEIGHT})${ORDINARY}`,
      `(?:estou|to|tou|ja estou|ja to)(?: (?:parad[oa]|sentad[oa]|em pe|de pe|empoleirad[oa]|aqui))? (?:na|no|em|sobre o|sobre a|em cima d[ao]|na beira d[ao]|no alto d[ao]) (?:(?:beira|borda|mureta|grade|parapeito|muro) d[ao] )?(?:${HEIGHT})${ORDINARY}`,
      `(?:sono|mi trovo|sto)(?: (?:in piedi|sedut[oa]|appollaiat[oa]|salit[oa]|qui))? (?:su|sopra|sopra il|sopra la|sul|sulla|sui|sugli|sullo|in cima al|in cima alla|sul bordo del|sul bordo della|al|alla) (?:(?:bordo|parapetto|ringhiera|cornicione|muretto) (?:del|della|dello) )?(?:${HEIGHT})${ORDINARY}`,
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
      'decided|made up my mind|mind is made up|my mind is set|made my decision|no going back|i am done|can not do this anymore|goodbye|decidi|decidid[oa]|ya no puedo|ya no aguanto|c est decide|j ai decide|j en peux plus|entschieden|beschlossen|kann nicht mehr|nao aguento|ho deciso|non ce la faccio',
    pattern: `tonight (?:is|s) the night|(?:it|everything|this|all of this) (?:ends|is over|will end) (?:tonight|today|now)|(?:it is|it s|its) happening tonight|tonight i (?:end|finish) (?:this|it|everything)|(?:esta noche|hoy) (?:se acaba|acaba|termina) ${gap(1)}|ce soir c est (?:fini|la fin|termine)|heute nacht ist es soweit|(?:hoje a noite|hoje) (?:acaba|termina)|stanotte (?:finisce|e finita|la faccio finita)`,
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
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    // "cuantas pastillas de dormir son mortales", "ab wie vielen tabletten stirbt man": a quantity
    // question about a drug and death, whatever the verb.
    pattern: `(?:${HOW_MANY}) ${gap(5)}(?:${PILLS}|pill|tablet|sleeping pills|painkillers|insulin|insulina|insuline|ibuprofen|ibuprofeno|ibuprofene|aspirin|aspirina|aspirine|tylenol|advil|benadryl|antidepressants|antidepresivos|antidepresseurs|antidepressiva|antidepressivos|antidepressivi|sonniferi|somniferos|somniferes|schlafmittel|soniferos|dormir|schlaf\\w*) ${gap(6)}(?:${LETHAL})(?! ${gap(2)}(?:my|mi|mon|ma|mein|meine|meu|minha|il mio|la mia) (?:dog|cat|perro|gato|chien|chat|hund|katze|cachorro|cane|gatto))`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    // "soon you'll be rid of me", "logo voces vao ficar livres de mim"
    pattern: `(?:rid|free) of me|(?:libres|libre|librados|liberados) de mi|debarrass\\w* de moi|(?:los|frei) von mir|mich (?:endlich )?los|livres? de mim|livrar de mim|(?:liberi|liberat[ie]|liber[oa]) di me`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    // "vous serez mieux sans moi", "ihr seid besser dran ohne mich", whatever the verb form.
    pattern: `(?:better off|better|happier|easier|mieux|plus heureux|mejor|mas felices|besser|glucklicher|gluecklicher|leichter|melhor|mais felizes|meglio|piu felici) ${gap(2)}(?:without me|sans moi|sin mi|ohne mich|sem mim|senza di me|senza me)(?! ${gap(3)}(?:trip|viaje|voyage|reise|viagem|viaggio|party|fiesta|fete|festa|game|partido|match|spiel|jogo|partita))`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    pattern: `adieu|adios|addio|adeus|lebt wohl|farewell|goodbye forever|goodbye everyone|bye everyone`,
  },
  {
    category: 'self_harm',
    level: 'high',
    // "mi faccio male da sola con la lametta": hurting oneself with a blade.
    pattern: `(?:hurt|cut|cutting|hurting) (?:myself|me) ${gap(3)}(?:with|using) (?:a |the |my )?(?:${BLADE})|(?:me corto|me lastimo|me hago dano|me corte|cortarme) ${gap(3)}con (?:la |una |las |el )?(?:${BLADE})|(?:je me coupe|je me fais du mal|je me suis coupee?) ${gap(3)}avec (?:une |la |les |un )?(?:${BLADE})|(?:ritze|schneide|verletze) mich ${gap(3)}mit (?:der |einer |dem )?(?:${BLADE})|(?:me corto|me cortei|me machuco|me cortar) ${gap(3)}com (?:a |uma |o )?(?:${BLADE})|mi (?:faccio male|taglio|ferisco|sono tagliat[oa]) ${gap(3)}(?:con|col) (?:la |una |il |le )?(?:${BLADE})|mi faccio male (?:da sol[oa]|apposta)|(?:me hago dano|me lastimo) (?:a proposito|sol[oa])`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // On the rails waiting for the train, whatever the language.
    pattern: `(?:tracks|rails|vias|rieles|voies?|gleis\\w*|schienen|binari|trilhos|linha) ${gap(6)}(?:waiting for|esperando|attendant|j attends|warte auf|aspettando|aspetto) (?:the |el |le |den |o |il )?(?:train|tren|zug|treno|trem|comboio)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // "j'ai tout avale", "me lo tome todo", "hab alles geschluckt" beside a word for pills.
    context: `${PILLS}|pills|pill|tablets`,
    pattern: `(?:j ai|jai|je viens d) tout (?:avale|pris)|(?:me lo tome|me las tome|me trague) (?:todo|todas)|(?:hab|habe) (?:sie )?alle (?:geschluckt|genommen)|(?:tomei|engoli) (?:tudo|todos|todas)|(?:ho preso|ho ingoiato|ho mandato giu) tutt[oei]|(?:swallowed|took) (?:them all|all of them|everything)`,
  },
  {
    category: 'third_party',
    level: 'imminent',
    person: 'third',
    negated: true,
    // Someone said goodbye and does not answer.
    pattern: `(?:texted|sent|said|wrote|posted|messaged) (?:me )?(?:a )?(?:goodbye|farewell|bye forever) ${gap(8)}(?:not (?:picking up|answering|responding)|will not answer|no answer)|(?:se despidio|me escribio adios|me mando un adios) ${gap(8)}(?:no contesta|no responde)|(?:m a dit adieu|m a ecrit adieu) ${gap(8)}(?:repond plus|repond pas)|(?:verabschiedet|tschuss geschrieben|lebewohl) ${gap(8)}(?:geht nicht ran|antwortet nicht)|(?:se despediu|mandou adeus|me mandou um adeus) ${gap(8)}(?:nao atende|nao responde)|(?:mi ha scritto addio|si e congedat[oa]) ${gap(8)}(?:non risponde)`,
  },
  {
    category: 'farewell',
    level: 'high',
    // A letter left for a parent or partner, in the message's own words.
    pattern: `(?:left|wrote|written|leaving|writing) (?:a )?(?:letter|letters|note|notes) (?:for|to) (?:my|all my|each of my) (?:mom|mum|mother|dad|father|parents|family|kids|children|wife|husband|partner|sister|brother|friends|girlfriend|boyfriend)(?! ${gap(6)}(?:late|later|back|groceries|shopping|birthday|dinner|lunch|fridge|store|work|school|bake|cook|trip))|(?:deje|escribi|les deje|le deje) (?:una |unas )?(?:carta|cartas|nota|notas) (?:a|para) (?:mi|mis) (?:mama|madre|papa|padre|papas|padres|familia|hij[oa]s|espos[oa]|herman[oa]s?)(?! ${gap(6)}(?:tarde|compras|cumpleanos|cena|comida|super|nevera|trabajo))|(?:j ai laisse|j ai ecrit|je laisse) (?:une |des )?(?:lettre|lettres|mot) (?:pour|a) (?:ma|mon|mes) (?:mere|pere|parents|famille|enfants|femme|mari|soeur|frere)(?! ${gap(6)}(?:retard|courses|anniversaire|diner|frigo|travail))|(?:brief|briefe|abschiedsbrief) (?:an|fur|fuer) (?:meine|meinen) (?:mutter|mama|vater|papa|eltern|familie|kinder|frau|mann)|(?:deixei|escrevi) (?:uma |umas )?(?:carta|cartas|bilhete) (?:pra|para|a) (?:minha|meu|meus|minhas) (?:mae|pai|pais|familia|filhos|esposa|marido|irma|irmao)(?! ${gap(6)}(?:atras|compras|aniversario|jantar|geladeira|trabalho))|(?:ho lasciato|ho scritto) (?:una |delle )?(?:lettera|lettere|biglietto) (?:per|a) (?:mia|mio|i miei|le mie) (?:madre|mamma|padre|papa|genitori|famiglia|figli|moglie|marito|sorella|fratello)(?! ${gap(6)}(?:ritardo|spesa|compleanno|cena|frigo|lavoro))`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // "i've picked saturday", "ya elegi el dia": a day chosen, not for anything ordinary.
    pattern: `(?:picked|chose|chosen|set|decided on) (?:the |a )?(?:day|date|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:elegi|escogi|ya tengo) (?:el )?(?:dia|fecha)|(?:j ai choisi|j ai fixe) (?:le )?(?:jour|date)|(?:der )?(?:termin|tag) steht|(?:escolhi|marquei) (?:o )?dia|(?:ho scelto|ho deciso) (?:il )?giorno(?! ${gap(6)}(?:wedding|party|trip|move|moving|exam|appointment|meeting|interview|birthday|boda|fiesta|viaje|mudanza|examen|cita|cumple|mariage|fete|voyage|demenagement|examen|rendez vous|hochzeit|feier|reise|umzug|prufung|pruefung|casamento|festa|viagem|mudanca|prova|matrimonio|viaggio|trasloco|esame|colloquio|vacation|vacaciones|vacances|urlaub|ferias|vacanza))`,
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
