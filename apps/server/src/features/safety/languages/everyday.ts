// How people say it without the words a list expects, in the six languages and their dialects:
// relief at not waking up, God taking me, being in everyone's way, leaving "for good", poisons by
// their local names, water up to the chest, the far side of a railing, "don't look for me",
// passwords left for a sister, and the signs seen in someone else (a console given away and
// "sorry" written on a mirror, a rope hidden in the garage).
import type { LanguagePack, Rule } from '../rule-engine'
import { BLADE, HEIGHT, ORDINARY, PILLS } from './signals'
import { CLOSE } from './situations'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`

const POISON =
  'bleach|drain cleaner|antifreeze|rat poison|weed killer|pesticide|lejia|lavandina|cloro|veneno|raticida|matarratas|javel|deboucheur|mort aux rats|rohrreiniger|abflussreiniger|frostschutz|rattengift|gift|agua sanitaria|chumbinho|soda caustica|veneno de rato|candeggina|varechina|veleno|topicida|diserbante|glyphosate|paraquat'

const LIGATURE =
  'belt|cable|cord|extension cord|rope|noose|scarf|gurtel|guertel|kabel|seil|strick|schal|verlangerungskabel|cinturon|cuerda|soga|rallonge|ceinture|corde|echarpe|cinto|fio|cabo|corda|cintura|cavo|sciarpa|cappio'

const ALCOHOL =
  'vodka|wodka|alcohol|alcool|alkohol|whisky|whiskey|wine|vino|vin|wein|schnaps|rum|gin|tequila|cachaca|booze'

const ACCOUNTS =
  'passwords?|bank passwords?|clave del banco|claves|contrasenas?|senha do banco|senhas?|pin del conto|passworter|passwoerter|mot de passe|mots de passe|codigos|seguro de vida|life insurance|papeles del seguro|documenti dell assicurazione|assurance vie|lebensversicherung|seguro'

const WITHDRAWAL =
  'barely eats|hardly eats|not eating|stopped eating|isst (?:kaum|nichts|nix)|zieht sich (?:total |komplett )?zuruck|redet (?:kaum|nicht mehr)|sagt (?:nix|nichts) mehr|no come|no sale de su cuarto|ya no habla|mange plus|reste enfermee?|ne sort plus|nao come|nao sai do quarto|nao fala|(?:non|nn) (?:mangia|esce|parla)|dort toute la journee|duerme todo el dia|schlaft nur noch|dorme tutto il giorno|pleure tout le temps|llora todo el tiempo|weint (?:nur noch|standig)|chora o tempo todo|piange sempre|stays in (?:his|her) room|has not left (?:his|her) room|non ne vale la pena|not worth it|no vale la pena|vaut pas la peine|lohnt sich nicht|nao vale a pena'

const HOW_MANY =
  'how (?:many|much)|cuant[oa]s?|combien|wie (?:viele|viel)|quant[oa]s?|quant[ei]|quanta'

/** The body, for a blade resting on it. */
const LIMB =
  'wrist|wrists|arm|forearm|leg|thigh|skin|brazo|muneca|pierna|muslo|poignet|bras|avant bras|jambe|cuisse|polso|braccio|gamba|coscia|pulso|braco|perna|coxa|unterarm|arm|handgelenk|bein|oberschenkel|haut'

const rules: Rule[] = [
  // passive ideation
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: [
      // Tired of existing, can't take it anymore, in dialect too.
      `(?:tired|sick) of (?:existing|being me|being alive)|(?:me )?canse de (?:existir|vivir|ser yo)|cansad[oa] de existir|(?:j en ai|jen ai) marre d exister|marre d exister|cansei de (?:ser eu|viver|existir)|(?:i|ich) mag nimm?a|mag nicht mehr|kann nimm?a|nun ce la faccio (?:cchiu|piu)|a campa`,
      // God can take me.
      `(?:good )?lord (?:keeps|can take|could take|take) me|god (?:can|could|please|just) take me|why (?:god|the (?:good )?lord) keeps me|(?:der )?herrgott (?:kann|soll|darf) mich (?:ruhig |endlich )?holen|(?:il )?signore (?:mi )?(?:puo|potrebbe) prendere|(?:que )?deus me leve|(?:que )?dios me lleve|(?:que )?le bon dieu (?:me )?(?:prenne|vienne me chercher)`,
      // Nothing left for me here.
      `nothing left (?:for me )?(?:to do )?here|(?:nix|nichts) mehr verloren|non ho piu niente da fare qui|(?:ja )?nao tenho (?:ca |aqui )?nada (?:que|para) fazer|no tengo nada que hacer aqui|plus rien a faire ici`,
      // In everyone's way; a favour by not being around.
      `(?:soy|ser) un (?:estorbo|peso|lastre|cacho)|(?:un|une) (?:boulet|fardeau|poids) pour (?:tout le monde|tous|ma famille)|(?:doing|do) (?:them|everyone|everybody) a favou?r by (?:not being|leaving|disappearing)|(?:ich bin|bin) (?:nur )?(?:im weg|ein klotz am bein)|sono (?:solo )?(?:un peso|d intralcio)|sou (?:so )?um (?:estorvo|fardo|peso)`,
      `(?:without me|sans moi|sin mi|ohne mich|sem mim|senza di me|senza me) ${gap(4)}(?:better|mieux|mejor|besser|leichter|melhor|meglio|easier|happier|tranquil\\w*|felices?|dran)`,
      `(?:servirait|sert|servira) a rien que je sois (?:encore )?la|no sirve de nada que (?:yo )?siga aqui|non serve a niente che io (?:sia|resti) qui|nao serve de nada eu (?:estar|continuar) aqui`,
      `(?:se|si|if|wenn) (?:io |eu |je |yo |ich |i )?(?:non ci fossi piu|nao (?:tivesse|estivesse) mais aqui|n etais plus la|ne serais plus la|ya no estuviera|no estuviera|nicht mehr da (?:ware|waere)|was not (?:here|around) anymore|were not (?:here|around) anymore|wasnt (?:here|around) anymore|were gone)`,
      `(?:no le veo|no veo|je (?:ne )?vois pas|nao vejo|non vedo|seh keinen|sehe keinen) (?:la gracia|el sentido|l interet|le sens|graca|sentido|il senso|sinn) (?:a |de |em |di |zu |im |in )?(?:seguir|continuer|continuar|andare avanti|vivir|vivre|viver|vivere|leben|weitermachen)`,
      // Relief at not waking up, or at an accident.
      `(?:si|if|wenn|se) (?:manana |demain |morgen |domani |amanha |tomorrow )?${gap(1)}(?:no amanezco|no me despierto|no despierto|ne me reveille pas|m endormais pour de bon|mi addormento e basta|nao acordo|nao acordasse|did not wake up|do not wake up|never woke up|nicht mehr aufwache)|ojala no amanecer|(?:if|si|wenn|se) ${gap(2)}(?:truck|car|bus|camion|caminhao|carreta|lkw|auto|voiture|coche|carro|macchina|tir) ${gap(2)}(?:hit|hits|pegasse|atropell\\w*|ecras\\w*|investe\\w*|uberfahr\\w*|ueberfahr\\w*|me pegar|mi prendesse)|wenn mich (?:einer|jemand) (?:abschiesst|uberfahrt|ueberfaehrt)`,
    ].join('|'),
  },
  // active ideation
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `dip (?:permanently|for good|forever)|(?:go|leave) (?:away )?(?:for good|permanently)(?! (?:from|to) (?:this|that|the) (?:job|company|city|town|country|app))|partir (?:pour de bon|pour toujours|partir)|partir dessa pra melhor|bater as botas|abzukratzen|abkratzen|mich weg ?machen|togliermi di mezzo|levarmi di mezzo|desvivir(?:me)?|(?:num|nuem|nimm?er|nimma) (?:labe|laebe|leben)|will nimm?a leben`,
  },
  // plans and means
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // A means and "I'll do it / use it": a shotgun, a rope, charcoal, rat poison.
    pattern: `(?:gun|shotgun|rifle|pistol|escopeta|pistola|arma|rifle|fusil|arme de service|arme|revolver|waffe|gewehr|dienstwaffe|fucile|espingarda|cacadeira|rope|noose|soga|cuerda|corde|strick|seil|corda|cappio|charcoal|carbon|charbon|holzkohle|carvao|carbonella|hose|tuyau|manguera|schlauch|mangueira|tubo|${POISON}) ${gap(20)}(?:do it|use it|lo hago|lo voy a hacer|la uso|lo uso|je vais le faire|le faire|mach ich es|mach ichs|vou usar|vou fazer|la uso|lo faccio|la usero|nehm ich)|(?:nehm|nehme|hol|hole) ich (?:den|das|die|mein|meinen) (?:strick|seil|waffe|gewehr|dienstwaffe)|(?:do it|lo hago|je vais le faire|mach ich es|vou fazer|lo faccio) ${gap(6)}(?:with|con|avec|mit|com) (?:the |la |el |le |den |die |a |o |il )?${gap(2)}(?:gun|shotgun|rifle|escopeta|pistola|arma|fusil|arme|waffe|gewehr|fucile|espingarda|rope|soga|cuerda|corde|strick|corda)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    negated: true,
    // Into the water and not back; the car into the river; a chosen date.
    pattern: `(?:walk|swim|go|wade)(?:ing)? (?:out )?into (?:the )?(?:lake|sea|ocean|river|water)|swim out and (?:not|never) come back|schwimm\\w* ${gap(3)}raus und komm\\w* nicht (?:wieder|zuruck)|entro in acqua e basta|(?:me meto|me meti|meterme) (?:al|en el) (?:rio|mar|lago)|entrar no mar e nao voltar|(?:car|coche|voiture|auto|macchina|carro)\\w* ${gap(6)}(?:into the|in the|al|dans la|dans le|in den|ins|no|na|nel|en el) (?:river|lake|sea|rio|lago|mar|riviere|lac|mer|fluss|see|meer|fiume|mare)|(?:date|day) (?:is )?(?:picked|chosen|set)|(?:i have|i ve got|got) a date|(?:vou|voy a|je vais|ich werde|vado a) (?:atravessar|cruzar|traverser|attraversare) ${gap(4)}(?:quando|cuando|quand|wenn|when) ${gap(3)}(?:carreta|caminhao|camion|truck|lkw|tir|bus|onibus|autobus)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    negated: true,
    // A train that does not stop here.
    pattern: `(?:train|express|tgv|freccia|frecciarossa|expresso|tren|zug|ice|s bahn|comboio|el de las \\d+|the \\d+)\\w* ${gap(6)}(?:does not stop|doesnt stop|no para|ne s arrete pas|s arrete pas|non ferma|nn ferma|passa direto|halt (?:hier )?nicht|fahrt durch|faehrt durch)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    pattern: [
      // Insulin for someone who is not diabetic.
      `(?:insulin|insulina|insuline)\\w* ${gap(10)}(?:not diabetic|non diabetic|is not diabetic|isnt diabetic|not a diabetic|no (?:es |sea )?diabetic[oa]|kein diabetiker|nicht diabetiker|non e diabetic[oa]|nao e diabetic[oa]|pas diabetique|no despierte|no despertar|reicht|enough|suficiente|suffisant|basta|bastante)`,
      // Bleach mixed in a closed room, not for cleaning.
      `(?![^|]*\\b(?:cleaning|clean|limpiar|limpieza|nettoyer|nettoyage|putzen|reinigen|limpar|limpeza|pulire|pulizia|safe)\\b)(?:bleach|lejia|lavandina|javel|candeggina|agua sanitaria|chlorreiniger|rohrreiniger)\\w* ${gap(6)}(?:mix|mixing|mixed|mixes|mezclo|mezclas|mezcla|mezclar|mezclada|mischt|melange|melanger|mischiata|mischiare|misturada|misturar|mischen|gemischt|con cosa|avec quoi|with what|com o q|com o que)|(?![^|]*\\b(?:cleaning|clean|limpiar|limpieza|nettoyer|nettoyage|putzen|reinigen|limpar|limpeza|pulire|pulizia|safe)\\b)(?:mix|mixing|mezclo|mezclas|mezclar|melange|melanger|mischiata|mischiare|misturada|misturar|mischen)\\w* ${gap(3)}(?:bleach|lejia|lavandina|javel|candeggina|agua sanitaria)`,
      // Does a ligature break at this weight.
      `(?:${LIGATURE})\\w* ${gap(4)}(?:casse|break|snap|rompe|reisst|reist|quebra|arrebenta|spezza) ${gap(4)}(?:\\d+ ?(?:kilos?|kg|pounds|lbs)|mon poids|my weight|mi peso|mein gewicht|meu peso|il mio peso)`,
      // How long before the whole bottle works.
      `(?:how long|cuanto tarda|cuanto tiempo|combien de temps|wie lange|quanto tempo|quanto ci mette) ${gap(8)}(?:whole bottle|all the pills|todo el frasco|toda la caja|todas las pastillas|toute la boite|tous les cachets|die ganze packung|alle tabletten|o frasco todo|todos os comprimidos|tutto il flacone|tutte le pillole)`,
      // Which bridge or building is high enough not to survive.
      `(?:which|what|q|que|cual|quel|quelle|qual|quale|welche)\\w* (?:bridge|building|tower|puente|edificio|torre|pont|immeuble|tour|palazzo|predio|ponte|brucke|bruecke|hochhaus|turm|talsperre|staumauer) ${gap(10)}(?:survive|tall enough|high enough|bastante alto|lo bastante alto|suficientemente alto|sobrevivir|survivre|assez haut|sopravviv\\w*|abbastanza alt[oa]|sobreviver|alto o suficiente|uberleb\\w*|ueberleb\\w*|hoch genug|hochste mauer)`,
    ].join('|'),
  },
  // in progress
  {
    category: 'in_progress',
    level: 'imminent',
    negated: true,
    pattern: [
      // Water up to the chest or neck, going on.
      `(?:water|agua|eau|wasser|acqua)\\w* ${gap(6)}(?:up to|to|me llega al|me llega hasta el|me monte a|m arrive a|bis zur|bis zum|bis an|no|ta no|arriva al|arriva fino al|fino al|ate o|ate a|pelo|pela) (?:my |mi |ma |mon |meine |meinen |o |a |il |la |el |le )?(?:chest|neck|chin|cuello|pecho|barbilla|poitrine|cou|menton|brust|hals|kinn|pescoco|peito|queixo|collo|petto|mento)`,
      // The far side of the railing.
      `(?:outside|other side|wrong side|lado de afuera|lado de fuera|del otro lado|autre cote|ausen|aussen|auf der anderen seite|lado de fora|do outro lado|fuori|dall altra parte|oltre) ${gap(3)}(?:the |la |el |le |der |dem |do |da |della |del |o |a )?(?:railing|rail|fence|barrier|baranda|barandal|barandilla|valla|rambarde|garde corps|barriere|gelander|gelaender|brustung|zaun|grade|gradeamento|guarda corpo|ringhiera|parapetto|recinzione)`,
      // On the yellow line, the platform edge.
      `(?:bahnsteigkante|s bahn kante|u bahn kante|gleiskante|linea gialla|yellow line|ligne jaune|linea amarilla|faixa amarela|bordo del binario|edge of the platform|bord du quai|borde del anden|beira da plataforma)`,
      // Swallowed poison, injected insulin, took everything from the medicine cabinet.
      `(?:drank|drunk|took|taken|swallowed|tome|me tome|bebi|me bebi|getrunken|trank|ho bevuto|j ai bu|tomei|engoli|ho ingerito|ingerito|avale|j ai avale|ingeri) ${gap(3)}(?:${POISON})|(?:${POISON}) ${gap(2)}(?:getrunken|geschluckt|bevuto|ingerito|tomado|avale|bebido)`,
      `(?:injected|inyecte|me inyecte|injecte|je me suis injecte|gespritzt|injetei|me injetei|iniettato|mi sono iniettat[oa]) ${gap(4)}(?:insulin\\w*)|(?:insulin\\w*) ${gap(4)}(?:gespritzt|injected)`,
      `(?:took|taken|swallowed|tome|me tome|tomei|ho preso|j ai pris|pris|avale|genommen|geschluckt|reingehauen|reingeschmissen) ${gap(8)}(?:medicine cabinet|botiquin|armoire a pharmacie|pharmacie|hausapotheke|armadietto dei medicinali|farmacinha|armario de remedios|caixa de remedios)|(?:took|tome|tomei|ho preso|just took|me tome) (?:todas|todos|all|tout|toutes|tutte|tutti|alle) (?:las |los |the |mes |le |i |die |as |os |my |mis )?(?:${PILLS}|pills)`,
      `(?:took|taken|swallowed|tome|tomei|pris|avale|genommen|geschluckt|ho preso|mandato giu)\\w* ${gap(4)}(?:${PILLS}|zopiclon\\w*|pills) ${gap(4)}(?:und|and|y|et|e|con|with|mit|avec|com) ${gap(2)}(?:${ALCOHOL})|(?:${PILLS}|zopiclon\\w*|pills) ${gap(4)}(?:und|and|y|et|e|mit) ${gap(2)}(?:${ALCOHOL}) ${gap(2)}(?:reingehauen|genommen|geschluckt|runtergespult|getrunken)`,
      // The belt around the neck.
      `(?:${LIGATURE})\\w* ${gap(2)}(?:around|round|on|um|autour|alrededor|en|no|al|attorno al|intorno al) (?:my|meinen|mon|mi|meu|il mio|el|mein) (?:neck|hals|cou|cuello|pescoco|collo)`,
      // A car running in a closed garage.
      `(?:car|auto|coche|voiture|carro|macchina)\\w* (?:is )?(?:running|encendido|prendido|an|tourne|ligado|acceso|lauft|laeuft) ${gap(4)}(?:garage|garaje|garagem)`,
    ].join('|'),
  },
  // self-harm
  {
    category: 'self_harm',
    level: 'high',
    pattern: [
      `(?:bang|banging|hit|hitting|tape|tapo|pego|golpeo|schlag|schlage|sbatto|bato|cogne|frappe)\\w* ${gap(6)}(?:head|cabeza|tete|kopf|testa|cabeca) ${gap(3)}(?:against|contra|contre|gegen|contro|na|on|con) (?:the |la |le |die |il |a |el )?(?:wall|pared|mur|wand|muro|parede)`,
      `(?:schlag|schlage) mir ${gap(4)}(?:gegen|an) den kopf|(?:me pego|me golpeo) (?:en|a) la cabeza`,
      `(?:not eating|sin comer|no como|no comer|mange (?:pas|plus|rien)|ess\\w* ${gap(3)}(?:nix|nichts)|nao como|non mangio|nn mangio)\\w* ${gap(5)}(?:on purpose|a proposito|a proposta|expres|mit absicht|absichtlich|de proposito|apposta)`,
      `(?:bite|biting|mordo|muerdo|mords|beisse|beiss|mordo) ${gap(3)}(?:arms?|brazos?|bras|arme|braccia|bracos) ${gap(3)}(?:until|hasta|jusqu|bis|finche|ate)`,
    ].join('|'),
  },
  {
    category: 'self_harm',
    level: 'imminent',
    // A blade resting on the skin.
    pattern: `(?:${BLADE}|cutter|cuter|taglierino|estilete|messer|knife|cuchillo|couteau|coltello|faca|lama)\\w* ${gap(3)}(?:on|against|contra|sur|sul|sulla|auf|am|an|no|na|encostad[oa] na|encostad[oa] no|apretad[oa] contra|appoggiat[oa] su) (?:my |mi |el |la |le |il |mein |meinen |meinem |a |o |ma |mon |the )?(?:${LIMB})|(?:${BLADE}|cutter|messer|knife|lame|lama) ${gap(3)}(?:liegt )?(?:aufm|auf dem|auf meinem) (?:${LIMB})`,
  },
  {
    category: 'self_harm',
    level: 'concern',
    // A history of self-harm, now brought back.
    pattern: `(?:used to|i would) (?:cut|self harm|hurt myself|burn myself)|(?:me )?cortaba|me lastimaba|je me (?:scarifiais|coupais|mutilais)|mi tagliavo|mi facevo del male|(?:eu )?me cortava|ich (?:hab|habe) mich (?:fruher |frueher |damals )?(?:geritzt|geschnitten)|ritzte mich|(?:old |vieja |vieille |alte |vecchia |velha )?(?:scars?|cicatrices|cicatrizes|cicatrici|narben)\\b ${gap(6)}(?:brought|trajo|me movio|me puse|remue|mexeu|tornato|erinnert|triggered|came back)`,
  },
  // farewell
  {
    category: 'farewell',
    level: 'imminent',
    negated: true,
    pattern: `(?:do not|dont) (?:come )?look(?:ing)? for me|no me busquen|no me busques|ne me cherchez pas|ne me cherche pas|sucht mich nicht|such mich nicht|nao me procurem|nao me procure|non cercatemi|non mi cercate|this is goodbye|esto es un adios|c est un adieu|das ist ein abschied|isto e um adeus|questo e un addio`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: [
      // Tell her I wasn't angry.
      `(?:tell|dile|diganle|dites|dis|sag|sagt|diga|digam|dite|di) (?:a |à )?\\w+ (?:que |that |dass |che |qu )?(?:i |je |yo |ich |eu |io )?(?:was not mad|wasnt mad|was never mad|lui en voulais pas|ne lui en voulais pas|no estaba enojad[oa]|nunca estuve enojad[oa]|war nicht sauer|nie sauer war|nao estava chatead[oa]|non ero arrabbiat[oa]|love (?:her|him|them)|la quiero|lo quiero|l aime|sie liebe|ihn liebe|amo|la amo|le voglio bene|gli voglio bene)`,
      // A will made and accounts deleted.
      `(?:will|testament|testamento|testament)\\b ${gap(8)}(?:deleted|delete|supprime|borre|borrado|geloscht|geloescht|apaguei|apagado|cancellato|cancellati) ${gap(2)}(?:socials|accounts|reseaux|redes|cuentas|konten|social|contas|profili|profiles)|(?:deleted|supprime|borre|geloscht|geloescht|apaguei|cancellato) ${gap(2)}(?:my )?(?:socials|accounts|reseaux|redes|cuentas|konten|social media|contas|profili) ${gap(8)}(?:will|testament|testamento)`,
      // Passwords and insurance papers left for a sister.
      `(?:left|wrote|written|deje|deje escrito|deje anotad[oa]|deixei|deixei escrito|deixei anotad[oa]|lasciato|lasciato scritto|aufgeschrieben|ecrit|note|gave|told|di|donne|gegeben|dato)\\w* ${gap(8)}(?:${ACCOUNTS})|(?:${ACCOUNTS}) ${gap(3)}(?:aufgeschrieben|gegeben|hinterlassen|written down|left|anotad[oa]s?|escrit[oa]s?|scritt[ie]|ecrits?)`,
      // Letters to everyone.
      `(?:j ecris|escribo|schreibe|schreib|escrevo|scrivo|writing|am writing) (?:des |unas |umas |delle |some )?(?:lettres|cartas|briefe|lettere|letters) (?:a|to|an|para|pra|per) (?:tout le monde|todos|alle|everyone|everybody|tutti|todo mundo)`,
      `(?:returned|devolvi|devolviendo|devolvendo|restituito|rendu|zuruckgegeben|zurueckgegeben) ${gap(6)}(?:borrowed|prestad[oa]s?|emprestad[oa]s?|in prestito|emprunte\\w*|geliehen\\w*) ${gap(10)}(?:sorry|perdon|desculpa|scusa|pardon|entschuldig\\w*)`,
      // Goodbye letters already sent.
      `(?:goodbye|farewell|abschieds|despedida|adieu|addio|adeus)\\w* ?(?:letters?|briefe?|cartas?|lettres?|lettere|mails?|messages?)|(?:cartas|lettres|briefe|lettere|letters) (?:de |d |di )?(?:despedida|adieu|abschied|addio)`,
    ].join('|'),
  },
  // someone else
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    negated: true,
    pattern: [
      // Gave things away and wrote "sorry".
      `(?:${CLOSE}) ${gap(14)}(?:gave|given|regalo|regalado|a donne|donne|hat ${gap(8)}(?:geschenkt|verschenkt|gelegt|vermacht)|deu|doou|ha regalato|ha dato) ${gap(14)}(?:sorry|perdon|pardon|entschuldigung|desculpa|scusa|perdono|note|carta|zettel|lettre|bilhete|biglietto|damit du was von mir hast)`,
      `(?:${CLOSE}) ${gap(10)}(?:dejo|dejó|left|a laisse|hat ${gap(3)}hinterlassen|deixou|ha lasciato) ${gap(2)}(?:una |a |une |einen |uma |un )?(?:carta|note|letter|lettre|brief|zettel|bilhete|biglietto|lettera) ${gap(3)}(?:perdon|sorry|pardon|entschuldigung|desculpa|scusa|goodbye|adios|adieu)`,
      // Looked up how many pills.
      `(?:${CLOSE}) ${gap(8)}(?:googled|searched|looked up|busco|busco en google|a cherche|hat gegoogelt|gegoogelt|pesquisou|procurou|ha cercato|ha googlato) ${gap(3)}(?:how (?:many|much|to)|cuantas|cuanto|como|combien|comment|wie (?:viele|viel|man)|quantos|quantas|como|quante|quanto|come)`,
      // Has enough pills together, a rope hidden.
      `(?:${CLOSE}) ${gap(12)}(?:enough|genug|suficientes|assez de|abbastanza|suficiente) ${gap(2)}(?:${PILLS}|pills)`,
      `(?:${CLOSE}) ${gap(12)}(?:${LIGATURE}|gun|pistol|arma|pistola|fusil|waffe|fucile) ${gap(3)}(?:hidden|escondida|escondido|cachee|cache|versteckt|nascost[oa]|guardada)`,
      // On a high place now, saying they'll jump.
      `(?:${CLOSE}) ${gap(12)}(?:${HEIGHT}) ${gap(12)}(?:jump|jumps|se tira|se va a tirar|saute|va sauter|springt|springen|pular|vai pular|si butta|salta)`,
      `(?:${CLOSE}) ${gap(6)}(?:is|esta|est|ist|ta|e|sta) (?:on|at|en|sur|auf|no|na|sul|sulla) (?:the |el |la |le |dem |der |o |a |il )?(?:${HEIGHT})`,
      // Posted pills with "soon" and is offline.
      `(?:${CLOSE}) ${gap(14)}(?:${PILLS}|pills|remedios|pastiglie) ${gap(10)}(?:offline|no contesta|no responde|hors ligne|nicht online|nao responde|non risponde|soon|pronto|bientot|bald|em breve|a breve)`,
    ].join('|'),
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    witnessed: true,
    negated: true,
    context:
      'worried|worry|i do not think (?:he|she|they) would|no creo que haga|glaub nicht dass|non credo voglia|je crois pas qu|nao acho que|should i (?:say|ask)|how do i (?:ask|bring it up)|what do i say|le pregunto|me meto|je lui en parle|wie sprech ich|come glielo chiedo|nao sei se pergunto|se pergunto|preocupa|inquiet|sorgen|preoccupat|que hago|que faire|was soll ich|o que eu faco|che faccio',
    pattern: `(?:${CLOSE}|he|she) ${gap(16)}(?:lost (?:a ton of |so much |a lot of )?weight|(?:bajo|bajó) (?:mucho )?de peso|a perdu \\d+ kilos|hat (?:stark |viel )?abgenommen|perdeu (?:muito )?peso|ha perso (?:molto )?peso|tired of everything|cansad[oa] de todo|marre de tout|mude von allem|cansad[oa] de tudo|stanc[oa] di tutto|sleeps all day|duerme todo el dia|dort toute la journee|schlaft nur noch|schlaeft nur noch|dorme tutto il giorno|dorme o dia (?:todo|inteiro)|skips class|falta (?:a las|as) aulas|salta gli esami|geht nicht (?:mehr )?(?:zur uni|zur schule|zur arbeit)|no sale del cuarto|non esce piu|nao sai do quarto|ya no se rie|ne rit plus|lacht nicht mehr|nao ri mais|non ride piu|looks so empty|se ve (?:tan )?apagad[oa]|anda apagad[oa]|lo vedo spento|la vedo spenta|wirkt (?:so )?leer|apagad[oa]|spent[oa]|redet kaum|habla poco|parle plus|nao fala|non parla)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    // Car exhaust, asked about with a garage, a hose or a time.
    context:
      'how long|wie lange|cuanto tarda|combien de temps|quanto tempo|quanto ci mette|garage|garaje|garagem|closed|geschlossen|cerrado|ferme|chiuso|fechado|hose|schlauch|tuyau|manguera|mangueira|tubo',
    pattern: `exhaust|abgas\\w*|gases del escape|gas del escape|gaz d echappement|gas di scarico|gases do escapamento|carbon monoxide|monoxido de carbono|monoxyde de carbone|kohlenmonoxid|monossido di carbonio`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    // Is a ligature enough, now.
    context:
      'now|jetzt|ahora|maintenant|agora|adesso|tonight|heute|esta noche|ce soir|stasera|hoje|weight|gewicht|peso|poids|kilos|kg|antwort|answer|respuesta|reponse|resposta|risposta',
    pattern: `(?:reicht|enough|suffit|basta|aguanta|regge|holds?) ${gap(2)}(?:ein |eine |une |un |a |uma |una |um )?(?:${LIGATURE})\\w*`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // In the water and going on.
    context:
      'keep walking|keep going|seguir|continue|weiter|avanti|voltar|neck|chest|cuello|pecho|cou|poitrine|hals|brust|collo|petto|pescoco|peito|freezing|helada|glacee|eiskalt|gelida|gelada|waves|olas|vagues|wellen|onde|ondas',
    pattern: `(?:standing|sitting|i am|estoy|me meti|je suis|ich bin|ich steh\\w*|sono|estou|to) ${gap(3)}(?:in|en|dans|im|nel|no|na|sugli|dentro do) (?:the |el |la |l |le |dem |der |il |o |a )?(?:water|sea|ocean|river|lake|agua|mar|rio|lago|eau|mer|riviere|lac|wasser|meer|fluss|see|acqua|mare|fiume|scogli)`,
  },
  {
    category: 'farewell',
    level: 'high',
    // Things given away, and it feels done.
    context:
      'feels done|fuhlt sich fertig an|fuehlt sich fertig an|me queda poco|poco por hacer|bizarrement calme|en paz|in pace|em paz|quasi ora|it s time|it is time|e hora|es hora|c est l heure|es ist zeit|mi sento in pace|to em paz|je suis en paix|almost time|nothing left to do',
    pattern: `(?:gave|given|giving|regale|regalado|donne|donnee|geschenkt|verschenkt|vermacht|dei|doei|doado|regalato|ho dato|restitui\\w*|devolv\\w*|returned|aura la|gets my|se queda con)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // Charcoal lit in a closed room; a hose from the car.
    pattern: `(?:light|lighting|encender|prender|allumer|anzunden|anzuenden|acender|accendere) ${gap(2)}(?:the |el |le |la |die |o |a |il )?(?:charcoal|carbon|charbon|holzkohle|grill|carvao|carbonella|brasero|braise)|(?:garage|garaje|garagem)\\w* ${gap(8)}(?:hose|tuyau|manguera|schlauch|mangueira|tubo)|(?:hose|tuyau|manguera|schlauch|mangueira|tubo) ${gap(6)}(?:exhaust|auspuff|escape|pot d echappement|scarico|escapamento)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // Fetching the rope at night or to the attic.
    context:
      'tonight|hoje|esta noche|ce soir|cette nuit|heute|stasera|stanotte|now|agora|ahora|maintenant|jetzt|adesso|sotao|attic|atico|grenier|dachboden|soffitta|garage|scheune|barn|celeiro|granero|fienile|adormecerem|asleep|dorment|schlafen|dormono|se duerman',
    pattern: `(?:get|grab|fetch|buscar|busco|chercher|holen|hol|prendere|prendo|pegar|pego) ${gap(1)}(?:the |la |a |le |den |das |il |my |mi |ma |meinen |a minha )?(?:rope|corda|cuerda|soga|corde|strick|seil|cappio|noose)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    // The highest bridge or building, and going there or not surviving it.
    context:
      'i want to go|want to go|je veux y aller|quiero ir|voglio andare|quero ir|will hin|tonight|ce soir|esta noche|stasera|hoje a noite|heute nacht|survive|survivre|sobrevivir|sopravviv\\w*|sobreviver|uberleben|ueberleben',
    pattern: `(?:tallest|highest|le plus haut|la plus haute|piu alt[oa]|mas alt[oa]|mais alt[oa]|hochste|hoechste|hochsten)\\b ${gap(3)}(?:bridge|building|tower|pont|immeuble|tour|palazzo|predio|edificio|puente|torre|brucke|bruecke|hochhaus|turm|ponte)|(?:bridge|building|tower|pont|immeuble|tour|palazzo|predio|edificio|puente|torre|brucke|bruecke|hochhaus|turm|ponte) ${gap(3)}(?:le plus haut|la plus haute|piu alt[oa]|mas alt[oa]|mais alt[oa]|tallest|highest)|(?:bridge|pont|puente|ponte|brucke|bruecke|building|immeuble|edificio|palazzo|predio|hochhaus|tower|tour|torre|turm) ${gap(10)}(?:survive|survivre|sobrevivir|sopravvivere|sobreviver|uberleben|ueberleben)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    // Reaching a roof without anyone seeing.
    pattern: `(?:entrar|subir|salire|monter|go up|get onto|get on|get up on|aufs? dach)\\w* ${gap(4)}(?:terraco|tetto|toit|roof|azotea|dach|terrazza|terrasse|laje) ${gap(3)}(?:sem ninguem ver|senza che nessuno|sans que personne|sin que nadie|without anyone|ohne dass (?:es )?(?:jemand|einer))`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    // How many pills, and taking them now.
    context:
      'vou tomar agora|going to take (?:them )?(?:all )?(?:now|tonight)|voy a tomar(?:las|los)? (?:ahora|ya|esta noche)|je vais (?:les )?prendre (?:maintenant|ce soir)|nehm (?:ich )?(?:sie )?(?:jetzt|gleich|heute)|le prendo (?:adesso|ora|stasera)|(?:taking|take) them (?:now|tonight)',
    pattern: `(?:${HOW_MANY}) ${gap(4)}(?:${PILLS}|pills)`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    // Round six: dialects, God, nobody noticing, a favour to everyone, not existing anymore.
    pattern: [
      `(?:kein|keen|koa|keinen) (?:bock|lust) mehr (?:auf|uff|aufs) (?:leben|alles|gar nix)|(?:a |ne |eine )?last fur (?:alle|jeden|jede)|ohne mi ${gap(4)}(?:leichter|besser)|chu tanne de (?:toute|tout|vivre)|tanne de vivre`,
      `(?:herrgott|lord|god|dios|virgen|bon dieu|signore|deus|gott) ${gap(6)}(?:holen|take me|me lleve|lleve|llevara|chercher|prendere|chiamare|levar\\w*|leve|holt)|(?:holen|take me|lleve|llevara|chercher|chiamare|levar\\w*) ${gap(3)}(?:herrgott|lord|god|dios|virgen|bon dieu|signore|deus|gott)`,
      `nadie se (?:da|daria|daria) cuenta|(?:nobody|no one) would (?:even )?notice|personne (?:ne )?(?:le )?remarquerait|niemand (?:wurde|wuerde) es (?:merken|bemerken)|ninguem (?:ia |iria )?(?:notar|perceber)|nessuno se ne accorgerebbe|(?:les|le) hago un favor|(?:do|doing) (?:everyone|them) a favou?r|no pinto nada|je sers a rien ici`,
      `(?:si|if|wenn|se) (?:j |je |i |ich |yo |eu |io )?(?:existais plus|n existais plus|did not exist|didnt exist|no existiera|nao existisse|non esistessi|nicht mehr existieren (?:wurde|wuerde))|better off (?:with|if) ${gap(6)}(?:me|i) (?:just |was |were )?(?:gone|dead|not here)`,
      `(?:care|mind|importa|egal|ligava|ligo|frega|fiche)\\w* ${gap(3)}(?:si|if|wenn|se) ${gap(2)}(?:reveille pas|wake up|despierto|aufwache|acordo|sveglio|(?:truck|bus|onibus|carro|coche|car) ${gap(1)}(?:hit|atropel\\w*|pegasse))|(?:nem ligava|no me importaria|egal ware|mi starebbe bene|ca me derangerait pas)\\b`,
      `(?:m endormir|me dormir|dormir|einschlafen) ${gap(2)}(?:pis |et |y |e |und )?(?:pu|plus|pas|no|nao|non|nicht mehr|nie mehr) (?:jamais )?(?:me )?(?:reveiller|despertar|acordar|svegliarmi|aufwachen)`,
      `(?:if|si|wenn|se) ${gap(2)}(?:onibus|autobus|bus|tram|train|trem|tren|zug|treno) ${gap(2)}(?:hit|hits|pegasse|atropel\\w*|ecras\\w*|investe\\w*|uberfahr\\w*|ueberfahr\\w*)`,
    ].join('|'),
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `(?:mir|mi) (?:die|a|d) kugel (?:geben|gebe|gib)|umzbringe|me quito la vida|me voy a quitar la vida|me fou(?:s|tre|t) en l air|pensieri di (?:uccidermi|ammazzarmi|farla finita|morire)|acabar com (?:isto|isso) de vez|(?:me )?(?:jogo|atiro) (?:do|da|de|pela|para|no|na) |atirar me|aventarme|me aviento|se volar la cabeza|volarme la cabeza|me volo la cabeza|me tire une balle|me tirer une balle|mir eine kugel|spararmi|tirarmi un colpo|dar um tiro na cabeca`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    negated: true,
    // Taking a gun out or walking into the sea and not coming back.
    context:
      'rifle|gun|shotgun|pistol|escopeta|pistola|arma|fusil|waffe|gewehr|fucile|espingarda|sea|ocean|lake|river|mar|lago|rio|mer|lac|meer|see|fluss|mare|fiume|paddock|bush|woods|forest|monte|bosque|foret|wald|bosco|mato',
    pattern: `(?:and|y|et|und|e) (?:not|never|no|nao|pas|nicht|ne pas) (?:be )?(?:come|coming|volver|revenir|zuruckkommen|zurueckkommen|voltar|tornare|regresar) (?:back)?`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: [
      // Bought a rope.
      `(?:bought|got|ordered|compre|compré|gekauft|achete|comprei|comprato|ho preso) ${gap(4)}(?:rope|seil|strick|soga|cuerda|corde|corda|noose)(?! ${gap(4)}(?:climbing|camping|tent|boat|escalada|klettern|escalade|arrampicata|tenda|barco|bateau|boot|barca|swing|columpio|balancoire|schaukel|altalena|balanco))`,
      // The day the drug will be taken; enough pills to do it.
      `(?:vorgenommen|decided|decidi|decidido|j ai decide|ho deciso|beschlossen) ${gap(8)}(?:zu nehmen|to take|tomarla|tomarlo|tomarlas|de la prendre|de les prendre|di prenderla|di prenderle|tomar)`,
      `(?:enough|assez de|suficientes|genug|abbastanza|suficiente|bastante) ${gap(2)}(?:${PILLS}|pills|cachets|comprimes|tabletten|pastillas|comprimidos|pillole) ${gap(3)}(?:to do it|pour le faire|para hacerlo|um es zu tun|per farlo|pra fazer|para fazer)`,
      // Starting the car in the garage.
      `(?:garage|garaje|garagem) ${gap(6)}(?:start|accendo|arranco|enciendo|prendo el|lance|demarre|starte|lasse|ligo|ligar)\\w* ${gap(2)}(?:the |la |el |le |den |o |a )?(?:car|engine|macchina|coche|auto|voiture|moteur|motor|carro)`,
      // In front of a truck or train.
      `(?:entrar|step|jump|throw myself|tirarme|aventarme|me jeter|mich werfen|buttarmi|pular|me jogar|get|ponerme|me mettre|mich legen|davorlegen|davor legen|mettermi) ${gap(2)}(?:na frente de|in front of|delante de|devant|vor|davanti a|frente a|frente al|na frente do|na frente da) (?:a |the |uma |un |une |einen |einem |un |o |el |le |il |la )?(?:truck|carreta|caminhao|camion|lkw|tir|bus|train|tren|zug|treno|trem|comboio|car|carro|coche|auto|voiture|macchina|dix roues|semi)|davorlegen|davor (?:legen|werfen)`,
      `(?:ja )?(?:ta|esta|está) tudo (?:pensado|planejado|decidido)|hab alles geregelt`,
    ].join('|'),
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // "I'll do it after Sunday's milking" beside the rope in the barn.
    context: `gun|rifle|pistol|escopeta|pistola|arma|fusil|arme|waffe|gewehr|fucile|espingarda|rope|noose|soga|cuerda|corde|strick|seil|corda|${POISON}`,
    pattern: `(?:i ll do it|i will do it|i am doing it|je le ferai|je vais le faire|lo hare|lo voy a hacer|lo hago|ich mach es|ich werds tun|ich werde es tun|lo faro|lo faccio|faro|farei|faco o|faco isso|vou fazer)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    pattern: [
      `(?:totet|toetet|kills?|mata|tue|uccide|muero|me muero|muoio) ${gap(4)}(?:insulin\\w*)|(?:insulin\\w*) ${gap(10)}(?:keine diabetes|no diabetes|no tiene diabetes|pas de diabete|nao tem diabetes|non ha il diabete|me muero|muero|morir|mourir|sterben|morrer|morire|kill|totet|mata|tue|uccide)`,
      `(?:fusil|gun|rifle|pistol|shotgun|escopeta|arma|waffe|gewehr|fucile|pistola|revolver) ${gap(8)}(?:suffit|enough|basta|alcanza|reicht|serve|cartouches|balas|munition|proiettili|bullets|ammo|shells)`,
      `(?:${HOW_MANY}) ${gap(4)}(?:fiale|ampoules|ampollas|ampullen|ampolas|vials|morfina|morphine|morphin|fentanyl|fentanilo) ${gap(3)}(?:bastano|enough|suffisent|reichen|alcanzan|bastan|bastam|sono sufficienti|faut)`,
      `(?:${POISON}) ${gap(2)}(?:mata|kills?|tue|totet|toetet|uccide) (?:rapido|fast|quick|quickly|vite|schnell|veloce|rapidamente)|(?:how fast|how quickly|que tan rapido|en cuanto tiempo|wie schnell|quanto tempo|en combien de temps) ${gap(4)}(?:${POISON})`,
      `(?:what time|a que hora|a quelle heure|wann|a che ora|a que horas) ${gap(8)}(?:train|tren|zug|guterzug|gueterzug|treno|frecciarossa|freccia|comboio|trem|tgv)`,
      `pour (?:ne )?pas (?:me |se )?reveiller|(?:sur|sure) de (?:ne )?pas survivre|(?:welche|welcher) (?:hohe|hoehe|stock) ${gap(4)}(?:survive|uberleb\\w*|ueberleb\\w*|tot)`,
    ].join('|'),
    context:
      'insulin\\w*|enough|suffit|assez|reicht|basta|suficiente|bastera|fusil|gun|rifle|pistol|escopeta|arma|waffe|gewehr|fucile|pistola|fiale|ampoules|ampollas|ampullen|ampolas|vials|morfina|morphine|morphin|fentanyl|mata|kills?|tue|totet|uccide|aventar|tirar|buttar|atirar|jeter|davorlegen|jump|throw myself|werfen|reveiller|survivre|survive|uberleb\\w*|ueberleb\\w*',
    unless:
      'for (?:a|my|the) (?:headache|migraine|fever|cold|back|tooth)|para (?:el|la) (?:dolor|fiebre|gripe|resfriado)|pour (?:le|la|un) (?:mal|fievre|rhume)',
  },
  {
    category: 'in_progress',
    level: 'imminent',
    negated: true,
    pattern: [
      `(?:stones|rocks|steine|piedras|pierres|pedras|sassi|pietre) ${gap(5)}(?:pockets|jackentaschen|taschen|bolsillos|bolsas|poches|bolsos|tasche)`,
      `(?:hort|hoert) nicht auf zu bluten|no deja de sangrar|n arrete pas de saigner|nao para de sangrar|non smette di sanguinare|won t stop bleeding|will not stop bleeding|(?:arm|arme|pulso|brazo|bras|braco|braccio) (?:aufgeschnitten|abierto|ouvert|aberto|aperto)|aufgeschnitten`,
      `(?:sat|sitting|standing|stood) (?:on|at) the (?:ledge|edge|railing|rail) of${ORDINARY}`,
      `(?:bebi|drank|j ai bu|getrunken|bevuto|me bebi) ${gap(4)}(?:${ALCOHOL}) ${gap(3)}(?:con|with|avec|mit|com|e|y|and) ${gap(2)}(?:${PILLS}|pills)|(?:j ai pris|pris|avale|took|tome|tomei|ho preso) (?:toutes|tous|todas|todos|all|tutte|alle) (?:mes |las |my |as |le |meine )?(?:${PILLS}|pills) ${gap(2)}(?:avec|with|con|mit|com) ${gap(2)}(?:${ALCOHOL}|du fort|fort)`,
      `(?:verso il largo|out to sea|mar adentro|vers le large|aufs offene meer|para o alto mar|hacia adentro)|(?:water|agua|eau|wasser|acqua)\\w* ${gap(4)}(?:alla|a la|to my|up to my|bis zur|ate a|na) (?:vita|waist|cintura|taille|hufte|huefte|cinta)`,
      `(?:have not|not|havent) eaten (?:in|for) \\d+ days (?:on purpose|deliberately)|(?:blacked out|fainted|me desmaye|je me suis evanoui\\w*|ohnmachtig|desmaiei|sono svenut[oa]) ${gap(8)}(?:not eating|sin comer|pas mange|nichts gegessen|sem comer|senza mangiare)`,
    ].join('|'),
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:punch|punching|hit|hitting|schlag\\w*|golpeo|pego|frappe|tape|soco|prendo a pugni)\\w* ${gap(3)}(?:wall|walls|pared|mur|wand|muro|parede) ${gap(5)}(?:till|until|hasta|jusqu|bis|finche|ate) ${gap(3)}(?:knuckles|bleed|bled|split|nudillos|sangr\\w*|jointures|knochel|nocche|dedos)|(?:pugni|punches|punching|golpes|coups de poing|faustschlage|socos) ${gap(3)}(?:in testa|myself|my head|la cabeza|la tete|den kopf|na cabeca|en la cara|in faccia)|mi do i pugni`,
  },
  {
    category: 'self_harm',
    level: 'concern',
    pattern: `(?:fruher|frueher|damals) (?:hab|habe) ich mich (?:verletzt|geritzt|geschnitten)|me quemaba|me cortaba|je me brulais|je me coupais|mi bruciavo|eu me queimava|me queimava|used to (?:cortarme|me couper|mi tagliare|me cortar|mich ritzen)`,
  },
  {
    category: 'self_harm',
    level: 'imminent',
    pattern: `(?:klinge|blade|lame|lama|cuchilla|navaja|cutter|messer|knife|cuchillo|couteau|coltello|faca|taglierino|estilete) ${gap(3)}(?:in meiner hand|in der hand|dans la main|dans ma main|en la mano|en mi mano|in mano|na mao|in my hand)(?! ${gap(4)}(?:cooking|cocin|cuisin|koch|cozinh|cucin|chopping|peeling|weil|because|porque|parce|perche|pq|cause|cuz|gemuse|schneide|cortando|coupe|taglio|cutting))`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: [
      `(?:said|say|saying) my goodbyes|me despedi de todos|ya me despedi|j ai dit au revoir a tout le monde|hab mich von allen verabschiedet|ja me despedi de todos|ho salutato tutti`,
      `(?:loved|aimait|queria|liebte|amava|voleva bene|amaba) (?:her|him|them|la|le|lo|sie|ihn|ela|ele|li|a|ihr|ihm)? ?(?:more than anything|plus que tout|mas que nada|mehr als alles|mais que tudo|piu di ogni cosa|piu di tutto|demais)`,
      `(?:si lees esto|if (?:you|anybody|anyone|someone) (?:ever )?reads? this|si tu lis (?:ceci|ca)|wenn du das liest|se leres isto|se (?:tu )?leggi questo|se voce ler isso) ${gap(4)}(?:perdoname|perdon|forgive|pardonne|verzeih|perdoa|perdonami|sorry|tell|dile|dis|sag|diga|di)`,
      `(?:non e colpa sua|no es su culpa|no fue tu culpa|c est pas sa faute|ce n est pas (?:ta|sa) faute|ist nicht (?:ihre|seine|deine) schuld|nao e culpa (?:dela|dele|sua)|nao foi culpa (?:tua|sua)|not (?:your|her|his) fault)(?= .*(?:perdon|forgive|pardon|verzeih|perdoa|perdonami|sorry|voglio bene|love you|te quiero|je t aime|hab dich lieb|amo voces|cuida))`,
      `(?:put|got) (?:my )?affairs in order|alles geregelt|sistemato (?:le carte|tutto)|(?:arregle|ordene) (?:mis )?(?:papeles|asuntos|cosas)|(?:mis|mets) (?:mes )?affaires en ordre|(?:organizei|arrumei) (?:os |meus )?(?:papeis|documentos)`,
    ].join('|'),
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    negated: true,
    pattern: `(?:${CLOSE}|un compa|un amigo|una amiga|un gars|un pote|ein kumpel|um amigo|uma amiga|un amico|un amica|a buddy|a friend) ${gap(10)}(?:se va a (?:volar la cabeza|pegar un tiro|dar un tiro|matar)|(?:se )?tirer une balle|sich (?:eine kugel|erschiessen|was antun)|dar um tiro|usar a arma ${gap(3)}(?:nele|nela) mesm[oa]|spararsi|tirarsi un colpo|blow (?:his|her) (?:brains|head) out|eat (?:his|her) gun|shoot (?:himself|herself))`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // "me lo tomo" beside a poison (a medicine taken at night is not a plan).
    context: POISON,
    pattern: `me lo tomo|me la tomo|la prendo|lo prendo|je le prends|je le bois|nehm ich es|trink ich es|tomo o|bebo o|i ll drink it|i ll take it`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    // "the rest of the whiskey with my seroquel, is that enough?"
    context: `${PILLS}|pills|${ALCOHOL}`,
    pattern: `is (?:that|it|this) enough|es suficiente|ca suffit|c est assez|reicht das|e suficiente|bastera|sara abbastanza`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    negated: true,
    // Round seven: thinking how, ending things, leaving this world, dialect and slang.
    pattern: [
      `(?:think|thinking|thought) about how (?:i d|i would|to|i will|i m going to) do it|(?:uberleg|ueberleg)\\w* (?:scho |schon )?wie|(?:pensando|pienso) en hacerlo|(?:denk|denke) ${gap(3)}(?:druber|drueber|daruber|darueber) nach ${gap(2)}(?:es|alles) zu beenden`,
      `tirar (?:a )?(?:minha|sua) (?:propria )?vida|m enlever la vie|mir das leben (?:zu )?nehmen|(?:going to|gonna|will|decided to|plan to|planning to) end things`,
      `(?:ir|irme|go|gehen|andare|partir) (?:de este mundo|from this world|aus dieser welt|da questo mondo|deste mundo|de ce monde)|(?:quiero|want to|will|voglio|quero|veux) (?:irme|go|gehen|andare|ir) (?:con dios|con diosito|zu dir|to you|zu gott|to god|with god)`,
      `wegzumachen|weg zu machen|(?:wott|will|mocht) (?:eifach |nur )?sterbe\\b|vogghiu moriri|vogliu muriri|me apagar(?: de vez)?|go painlessly`,
    ].join('|'),
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: [
      `(?:wozu|warum) bin ich (?:eigentlich |uberhaupt |ueberhaupt )?noch da|(?:just )?tak(?:ing|in) up space|che ci sto a fare|para que sigo aqui|a quoi bon rester|waers mir (?:a |ganz )?recht|chiamami a te`,
      `(?:non|nn) se ne accorgerebbe nessuno|(?:disparaitre|mourir) (?:ce )?serait mieux|(?:desaparecer|morir) seria mejor|verschwinden (?:ware|waere) besser|(?:sumir|morrer) seria melhor|(?:sparire|morire) sarebbe meglio|(?:dying|disappearing) would be better`,
      `(?:apanhasse|atropelasse|pegasse) ${gap(4)}(?:nao era nada mau|nao seria mau|seria (?:ate )?um alivio)|(?:no estaria mal|ce serait pas mal|ware nicht schlecht|waere nicht schlecht|non sarebbe male|wouldn t be bad|would not be bad)`,
    ].join('|'),
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    negated: true,
    pattern: [
      `(?:${PILLS}|pills|tabletten|medocs) ${gap(3)}(?:counted|gezahlt|gezaehlt|contadas|comptes|comptees|contate|contados) ${gap(3)}(?:ready|bereit|listas|pret|pretes|pronte|prontos)`,
      `(?:chosen|picked|choisi|elegido|escogido|ausgesucht|escolhi|scelto)\\w* (?:the |l |el |den |o |il )?(?:place|spot|endroit|lieu|lugar|sitio|ort|stelle|local|posto|wo)`,
      `(?:ho deciso|decidi|j ai decide|i ve decided|i have decided|hab beschlossen|habe beschlossen) (?:che |que |qu |dass )?(?:lo faccio|lo hago|je le fais|je vais le faire|i ll do it|ich es mache|vou fazer|faco)`,
      `(?:take|taking|prendre|tomar|nehmen|prendere) (?:everything|tout|todo|alles|tutto|tudo) (?:in|from|dans|de|aus|nel|do) (?:the |my |la |l |el |mi |der |il |o )?(?:med cabinet|medicine cabinet|armoire a pharmacie|pharmacie|botiquin|hausapotheke|armadietto|farmacinha)`,
      `(?:prendre|tomar|nehmen|prendere|take) (?:tous|todas|todos|alle|tutte|all) (?:mes |mis |meine |le mie |os meus |as minhas |my |of my )?(?:${PILLS}|pills|medocs|meds|remedios|tabletten|pillole|cachets)`,
      `(?:grill|charcoal|carbon|charbon|holzkohle|brasero|carvao|carbonella) ${gap(3)}(?:angemacht|angezundet|angezuendet|lit|encendido|prendido|allume|acceso|aceso)|(?:charcoal|carbon|charbon|holzkohle|carvao|carbonella) ${gap(3)}(?:y|and|et|und|e) ${gap(1)}(?:tape|cinta|scotch|klebeband|fita|nastro)`,
      `(?:prendo|take|agarro|je prends|nehm ich|pego) (?:il |the |la |le |das |a |mi |my )?(?:fucile|gun|rifle|pistola|fusil|gewehr|arma|escopeta)`,
      `(?:andare|drive|ir|foncer|ir) (?:dritto|straight|directo|droit|direto|direkt) (?:contro|into|contra|dans|gegen) ${gap(2)}(?:pilone|pillar|wall|tree|muro|pared|arbre|mur|baum|mauer|poste|arvore|albero|truck|camion)`,
    ].join('|'),
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    context: `done|i am done|can not (?:do this )?anymore|ya no puedo|j en peux plus|kann nicht mehr|nao aguento|non ce la faccio|decided|decidi|decide|entschieden|deciso|notes|letters|cartas|lettres|briefe|lettere`,
    pattern: `(?:going to|gonna|will|i ll|i m going to) do it (?:tonight|today|now|right now)|(?:eu )?vou fazer|lo voy a hacer|je vais le faire`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    pattern: [
      `(?:${HOW_MANY}) ${gap(8)}(?:not wake up|never wake up|nicht mehr aufwacht|nie mehr aufwacht|no despertar|no despierte|pas se reveiller|plus se reveiller|nao acordar|nao acorde|non svegliarsi|non si sveglia)`,
      `(?:poison|gift|veneno|veleno)\\w* ${gap(6)}(?:wirkt schnell|works fast|rapido|vite|veloce|schnell|undetectable|nicht merkt|no se nota|indetectable|morre|muere|meurt|stirbt|muore|kills?|mata|tue|totet|uccide)|(?:${POISON}) ${gap(2)}(?:morre|muere|meurt|stirbt|muore|kills? you|mata|tue|totet|uccide)`,
      `(?:erfriert|erfrieren|freeze to death|morir de frio|morir congelad[oa]|mourir de froid|morrer de frio|morire di freddo|morire assiderat[oa])`,
      `(?:${LIGATURE})\\w* ${gap(6)}(?:sterben|die|morir|mourir|morrer|morire|tot)`,
      `(?:aguenta|aguanta|holds?|tient|halt|haelt|regge|sostiene|supports?) (?:o |el |le |das |il |the )?(?:peso|weight|poids|gewicht) (?:de|of|d|eines|di|einer) (?:uma|una|a|une|einer|un|einem)? ?(?:pessoa|persona|person|personne|mensch)`,
      `(?:where|donde|ou|wo|dove|onde) (?:to|do i|hay que|faut il|muss man|bisogna|devo|tenho que|should i) (?:aim|apuntar|viser|zielen|mirare|mirar)|(?:donde|where|ou|wo|dove|onde) (?:consigo|compro|can i (?:get|buy)|trouver|kaufe|bekomme|trovo|arranjo|puedo conseguir) ${gap(3)}(?:${POISON})`,
      `(?:sans s arreter|without stopping|sin parar|ohne (?:zu )?halten|sem parar|senza fermarsi) ${gap(4)}(?:gare|station|estacion|bahnhof|estacao|stazione)|(?:rer|train|tren|zug|treno|trem|comboio) ${gap(6)}(?:sans s arreter|without stopping|sin parar|ohne (?:zu )?halten|sem parar|senza fermarsi)`,
      `(?:que|q|what|welche|quelle|quale|qual) (?:altura|height|hohe|hoehe|hauteur|altezza) ${gap(10)}(?:segura|seguro|sure|fatal|mortal|morir|sterben|mourir|morire|morrer|sicuro|sicura|sicher)`,
      `(?:gas della macchina|gas del auto|gas del coche|gaz de la voiture|gas do carro|autoabgase)`,
    ].join('|'),
  },
  {
    category: 'in_progress',
    level: 'imminent',
    negated: true,
    pattern: [
      `(?:fusse|fuesse|feet|pies|pieds|pes|piedi) ${gap(3)}(?:hangen|haengen|hang|hanging|colgando|pendent|pendurados|penzolano|afuera|fuera|dehors|fora|fuori) (?:schon )?(?:druber|drueber|over|del borde|dans le vide|no vazio|nel vuoto|do borde|dal bordo|over the edge)?`,
      `(?:rausgeschwommen|swam (?:way )?out|nade mar adentro|nage au large|nadei para longe|nuotato al largo)`,
      `ouvert les (?:poignets|veines)|(?:me )?abri las venas|abierto las venas|pulsos abertos|abri os pulsos|aperto i polsi|tagliato le vene|pulsadern (?:aufgeschnitten|aufgemacht)|slit my wrists`,
      `(?:rope|soga|cuerda|noose|corda|corde|strick|seil) (?:puesta|is on|al cuello|around my neck|autour du cou|um den hals|no pescoco|al collo)|tengo la soga`,
      `(?:took|taken) (?:like |about |around )?\\d\\d+ ${gap(3)}(?:${PILLS}|pills)`,
      `(?:garage|garaje|garagem)\\w* ${gap(10)}(?:car|auto|coche|carro|voiture|macchina)\\w* ${gap(2)}(?:running|on|encendido|prendido|lauft|laeuft|tourne|ligado|acceso)`,
      `(?:estoy|toy) arriba (?:en|de) (?:la |el )?(?:${HEIGHT})`,
    ].join('|'),
  },
  {
    category: 'self_harm',
    level: 'imminent',
    context: 'want to|shaking|urge|wanna|quiero|ganas|envie|will|voglio|quero|vontade',
    pattern: `(?:razor|blade|knife|lame|lama|cuchilla|navaja|klinge|messer|lametta|gilete|cutter) (?:is )?(?:right )?(?:here|aqui|ici|hier|qui|aqui)`,
  },
  {
    category: 'self_harm',
    level: 'concern',
    negated: true,
    pattern: `(?:fruher|frueher|damals) (?:hab|habe) ich mich (?:selbst )?(?:verletzt|geritzt|geschnitten)|me machucava|me autolesionaba|(?:hace|faz|ha) ${gap(3)}(?:q |que )?(?:no|nao|non|nn) (?:me )?(?:autolesiono|autolesionar|machuco|lastimo)`,
  },
  {
    category: 'self_harm',
    level: 'high',
    negated: true,
    pattern: `(?:me griffe|me gratte|je me griffe|me scratch|me rasguno|mi graffio|me arranho|kratz mich) ${gap(3)}(?:jusqu au sang|until i bleed|hasta sangrar|fino a sanguinare|ate sangrar|bis (?:es )?blutet)|(?:mordo|muerdo|mords|beisse|bite|biting) ${gap(3)}(?:braccia|brazos|bras|arme|arms|bracos) ${gap(2)}(?:fino a|finche|until|hasta|jusqu|bis|ate)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    negated: true,
    pattern: [
      `(?:you|y all|you guys) (?:will not|won t) (?:hear from|see) me (?:again|anymore)|ihr (?:hort|hoert) (?:nix|nichts) mehr von mir|no van a saber (?:mas|nada mas) de mi|vous n entendrez plus parler de moi|(?:nao vao|ninguem vai) (?:mais )?ouvir falar de mim|non sentirete piu parlare di me`,
      `heute ist der letzte tag|es la ultima vez|ya no voy a escribir mas|nao vou mais escrever|je n ecrirai plus|ich schreib(?:e)? nicht mehr|non scrivero piu|i won t (?:write|text) (?:again|anymore)|hoje me despe\\w* de tudo`,
      `(?:will not|won t|will no longer) be (?:here|around|alive) after (?:tonight|today)|(?:despues de|apres|nach|depois de|dopo) (?:esta noche|ce soir|heute nacht|hoje|stanotte) (?:ya )?(?:no estare|je ne serai plus|bin ich nicht mehr|nao estarei|non ci saro)`,
    ].join('|'),
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: [
      `(?:sagt|tell|dile|dites|diga|dite|dis|sag) (?:meinen|my|a mis|a mes|aos meus|ai miei|mis|mes) (?:kindern|kids|children|hijos|enfants|filhos|figli|eltern|parents|padres|pais|genitori) ${gap(2)}(?:sie liebe|i love them|los quiero|les amo|les aime|os amo|li amo|voglio loro bene)`,
      `vi ho voluto bene|los quise mucho|je vous ai aime\\w*|ich hab euch geliebt|eu amei voces|i loved you all|fiquem com deus|queden con dios`,
      `(?:a )?culpa nunca foi (?:sua|tua)|it was never your fault|nunca fue tu culpa|ce n a jamais ete ta faute|es war nie deine schuld|non e mai stata colpa tua`,
      `(?:if (?:you|anybody|anyone|someone) (?:ever )?reads? (?:this|these)|se (?:minha|a minha) (?:mae|mama) ler isso)`,
    ].join('|'),
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    negated: true,
    pattern: [
      `(?:told me|me dijo|m a dit|hat mir gesagt|me disse|mi ha detto|said) ${gap(2)}(?:wanted to die|voulait mourir|queria morir|sterben wollte|queria morrer|voleva morire|wants to die|veut mourir|quiere morir|will sterben|quer morrer|vuole morire|wanted to kill (?:herself|himself))`,
      `(?:${CLOSE}|he|she|er|sie|ella|elle|ele|ela|lui|lei) ${gap(6)}(?:bought|compro|comprou|a achete|hat ${gap(2)}gekauft|ha comprato) (?:a |una |uma |une |ein |einen |un )?(?:rope|corda|cuerda|soga|corde|strick|seil|gun|arma|pistola|waffe)`,
      `(?:falando em|talking about|hablando de|parle de|redet davon|geredet|parla di|fala em) ${gap(3)}(?:se jogar|jumping|tirarse|sauter|zu springen|springen|buttarsi|pular|se matar|killing (?:herself|himself)|matarse|se tuer|sich umzubringen|ammazzarsi)`,
      `(?:searched|googled|busco|a cherche|gesucht|gegoogelt|pesquisou|ha cercato) ${gap(1)}(?:how to|como|comment|wie man|come) ${gap(2)}(?:hang|ahorcarse|se pendre|erhangen|enforcar|impiccarsi|kill|die|morir|mourir|sterben|morrer|morire)`,
    ].join('|'),
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    witnessed: true,
    negated: true,
    pattern: `(?:wants to join her|wants to join him|quiere reunirse con (?:ella|el)|veut la rejoindre|veut le rejoindre|will zu ihr|will zu ihm|quer se juntar a (?:ela|ele)|vuole raggiunger(?:la|lo)|me quiero ir con diosito)|(?:has not|hasnt) left (?:his|her|their) (?:apartment|flat|house|place) in (?:weeks|days|months)|(?:seit|since) ${gap(3)}(?:so still|so ruhig|so still)|geht nicht mehr raus`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    // Round eight.
    pattern: [
      `(?:wunsch|wuensch|wish|ojala|j aimerais|vorrei|queria)\\w* ${gap(4)}(?:nicht mehr da (?:zu )?sein|not (?:to )?be here anymore|no estar (?:mas )?aqui|ne plus etre la|nao estar (?:mais )?aqui|non esserci piu)|(?:ya )?no quiero estar aqui|je sers a rien|jsers a rien|sirvo para nada|bin zu nichts nutze|nao sirvo (?:pra|para) nada|non servo a niente`,
      `(?:a |ne |eine )?last fur (?:meine|meinen|die|alle|jeden)\\w*|(?:addormentarmi|dormir|dormire|schlafen|sleep)\\w* ${gap(3)}(?:per sempre|para siempre|pour toujours|fur immer|para sempre|forever)(?! (?:on|in|like|after|los|le|am|la|il|the|this|tomorrow|manana|demain|morgen|domani|amanha|haha|lol))|a che serve (?:andare avanti|vivere)|para que andar ca`,
      `(?:se|si|if|wenn) (?:io |eu |je |yo |ich |i )?(?:nao|no|n) (?:tivesse|estivesse) (?:mais )?aqui|(?:ya )?vivi(?:o)? (?:lo )?suficiente|lived long enough|a assez vecu|genug gelebt|ja viveu o suficiente|ha vissuto abbastanza`,
      `(?:everyone|everybody|they|my family|my parents|my kids) (?:would|will) ${gap(2)}be (?:so )?(?:better off|relieved|happier)`,
    ].join('|'),
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `(?:thinking|pensando|pienso|pense|penso|denke|thought) (?:de |en |em |a |di |about |of )?(?:me matar|matarme|me tuer|mich umzubringen|uccidermi|ammazzarmi)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    negated: true,
    pattern: [
      `termin (?:schon )?gesetzt|(?:ya )?tengo (?:la )?fecha|date fixee|data marcada|data fissata|(?:il posto e il giorno|el lugar y el dia|le lieu et le jour|ort und tag|o lugar e o dia|the place and the day|the day and the place)`,
      `(?:stell|leg|werf)\\w* mich (?:aufs|auf das|auf die|vor den|vor die) (?:gleis|gleise|schienen|zug|ice|s bahn)\\w*`,
      `(?:ho (?:gia )?deciso|i ve decided|i have decided|ya decidi|j ai decide|hab entschieden|ja decidi) (?:come|how|como|comment|wie)`,
      `(?:me ne vado|me voy|je m en vais|ich gehe|vou embora|i m leaving) (?:per sempre|para siempre|pour toujours|fur immer|pra sempre|forever)`,
      `(?:${POISON}) ${gap(4)}(?:guardado|guardada|escondido|escondida|stored|hidden|hid|cache|versteckt|nascost[oa])|(?:comprei|compre|bought|achete|gekauft|comprato) ${gap(2)}(?:${POISON})`,
      `(?:ordinato|ordered|encargue|bestellt|commande|encomendei) ${gap(3)}(?:rope|corda|cuerda|soga|corde|strick|seil)`,
      `(?:got|bought|besorgt|achete|compre|comprei|comprato|preparato|prepare) (?:alles|everything|tout|todo|tudo|tutto) ${gap(3)}(?:was ich brauch\\w*|i need|ce qu il faut|lo que necesito|o que preciso|quello che serve)`,
      `(?:everything|tutto|todo|tout|alles|tudo) (?:is |e |esta |est |ist |ta )?(?:ready|pronto|listo|pret|bereit|separado|preparato) (?:in the car|nella macchina|en el coche|dans la voiture|im auto|no carro)`,
    ].join('|'),
    unless:
      'pulire|clean|cleaning|limpiar|nettoyer|putzen|limpar|kitchen|cocina|cuisine|kuche|cozinha|cucina|rato na|ratas en|rats in|ratten|topi|mice|ratones|souris|mause|party|fiesta|fete|festa|feier|trip|viaje|voyage|reise|viagem|viaggio|camping|wedding|boda|mariage|hochzeit|casamento|matrimonio|move|mudanza|demenagement|umzug|mudanca|trasloco',
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    context: `${PILLS}|pills|tabletten|pastillas|cachets|comprimidos|pillole`,
    pattern: `(?:when|cuando|quand|des que|wenn|sobald|quando|appena|after|despues|apres|nach|depois|dopo|tonight|esta noche|ce soir|heute|stasera|hoje) ${gap(8)}(?:i ll do it|i will do it|lo hago|lo voy a hacer|je le fais|je le ferai|mach ich es|ich mach es|lo faccio|vou fazer|eu faco)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    pattern: [
      `(?:welche|which|what|que|quels?|quelles?|quali|quale|quais|qual) (?:medikamente|meds|medications|medicamentos|medicaments|farmaci|farmaco|remedios|remedio|pills|tabletten|pastillas|drugs|combination)\\w* ${gap(6)}(?:todlich|toedlich|lethal|deadly|fatal|letal\\w*|mortal\\w*|mortel\\w*|kill|matan|mata|tuent|uccid\\w*|matam|muere|morre)`,
      `(?:how long|wie lang\\w*|cuanto tarda|combien de temps|quanto tempo) ${gap(6)}(?:bewusstlos|unconscious|inconsciente|inconscient|svenire|perder os sentidos|hypotherm\\w*|hipotermia|ipotermia)`,
      `(?:can (?:you|one|i)|kann man|se puede|peut on|pode se|si puo|do you) ${gap(5)}(?:die|sterben|morir|mourir|morrer|morire)\\b`,
      `(?:si muore|se muere|on meurt|stirbt man|morre se|can you die|do you die) (?:con|with|avec|an|mit|com|from|of)`,
      `(?:funciona|does it work|will it work|would it work|ca marche|klappt (?:das|es)|funziona|da certo|vai funcionar)`,
      `(?:azotea|roof|rooftop|toit|dach|tetto|terraco|terrazza) (?:abierta|open|ouvert|offen|aperto|aberto)`,
      `(?:hauteur|altura|height|hohe|hoehe|altezza) (?:minimum|minima|minimal|mindest\\w*|minime)|pour (?:pas|ne pas) se rater|para no fallar|to not fail|um nicht zu uberleben`,
      `(?:${PILLS}|pills) ${gap(4)}(?:${ALCOHOL}) ${gap(4)}(?:tuer|kill|matar|mata|toten|totet|uccide|uccidere|mortal|lethal|letal|peut tuer)`,
      `(?:flingue|gun|pistola|arma|waffe|knarre|pistolet|revolver) (?:sans permis|without (?:a )?licen[cs]e|sin (?:permiso|licencia)|ohne (?:waffen)?schein|sem porte|senza porto d armi)`,
      `(?:floor|piso|etage|stock|piano|andar) ${gap(4)}(?:high enough|alto|haut|hoch genug|alto abbastanza) ${gap(3)}(?:sure|seguro|sur|sicher|sicuro)|(?:bridge|ponte|puente|pont|brucke|building|predio|edificio|immeuble|palazzo) ${gap(6)}(?:alta|alto|high|tall|haut|hoch|alt[ao]) (?:o |lo )?(?:suficiente|enough|assez|genug|abbastanza|bastante)`,
      `(?:morre|muere|meurt|stirbt|muore|die) (?:na hora|al instante|sur le coup|sofort|sul colpo|instantly|right away)`,
      `(?:merci|freight|guterzug|carga|fret|comboio) ${gap(6)}(?:senza fermata|without stopping|sin parar|sans arret|ohne halt|sem parar)|(?:senza fermata|sans arret|ohne halt)`,
      `(?:insulin\\w*) ${gap(8)}(?:stop everything|acabar con todo|tout arreter|alles beenden|fermare tutto|parar tudo)`,
    ].join('|'),
    context: `${PILLS}|pills|${POISON}|${LIGATURE}|${HEIGHT}|${ALCOHOL}|tonight|today|hoy|hoje|ce soir|heute|stasera|oggi|ahora|now|para mi|pour moi|for me|fur mich|per me|pra mim|insulin\\w*|tren|train|zug|treno|comboio|metro|ice|gun|flingue|arma|waffe|pistola|survive|sobreviv|survivre|rater|fallar|medikamente|farmaco|remedio|meds|medications|medicamentos|medicaments|farmaci|remedios|drugs|bewusstlos|unconscious|inconscient|ipotermia`,
    unless:
      'for (?:a|my|the) (?:headache|migraine|fever|cold|back|tooth)|para (?:el|la) (?:dolor|fiebre|gripe|resfriado)|pour (?:le|la|un) (?:mal|fievre|rhume)|covid|corona|gripe|grippe|influenza|cancer',
  },
  {
    category: 'in_progress',
    level: 'imminent',
    negated: true,
    pattern: [
      `(?:${LIGATURE})\\w* (?:schon |already |ya |deja |ja |gia )?(?:um den|around (?:my|the)|al|autour du|no|attorno al) (?:hals|neck|cuello|cou|pescoco|collo)`,
      `(?:rasierklinge|klinge|razor|blade|lame|cuchilla|navaja|gilete|lametta) ${gap(2)}(?:ausgepackt|unwrapped|out|sacado|sacada|sortie|tirato fuori|tirata fuori|tirei)|desarme el sacapuntas|took apart (?:the|my) sharpener|demonte le taille crayon|anspitzer (?:auseinander|zerlegt)|desmontei o apontador|smontato il temperino`,
      `(?:abri|opened|turned on|j ai ouvert|ouvert|aufgedreht|aufgemacht|ho aperto|aperto|abri) (?:el |the |le |das |o |il |den )?gas ${gap(6)}(?:cerre|closed|ferme|zu|geschlossen|fechei|chiuso|chiuse|ventanas|windows|fenetres|fenster|janelas|finestre)`,
      `(?:jumped|pulei|salte|j ai saute|gesprungen|saltato) (?:in|into|no|en el|dans|in den|nel|al) (?:the |la |le |den |o |il )?(?:river|rio|riviere|fluss|fiume|sea|mar|mer|meer|mare|lake|lago|lac|see) ${gap(12)}(?:try again|tentar de novo|intentar de nuevo|reessayer|nochmal|riprovare|de novo|otra vez)`,
      `(?:j suis|je suis|jsuis|chui) (?:sur|au bord du|en haut du) (?:le |la |l )?(?:${HEIGHT})${ORDINARY}`,
    ].join('|'),
  },
  {
    category: 'in_progress',
    level: 'imminent',
    injury: true,
    pattern: `(?:blood|sangre|sang|blut|sangue) (?:por todo|everywhere|all over|partout|uberall|ueberall|por todo o|dappertutto|ovunque)|(?:trop appuye|pressed too hard|me pase esta vez|went too far this time|zu fest|forcei demais|ho premuto troppo)`,
  },
  {
    category: 'self_harm',
    level: 'high',
    negated: true,
    pattern: `(?:pegue|golpee)\\w* ${gap(3)}(?:pared|muro) ${gap(5)}(?:hasta|till|until) ${gap(3)}(?:nudillos|sangr\\w*)|pugni (?:sulle|sulla|alle|in|sui) (?:cosce|gambe|braccia|testa)|(?:queimei|burned|queme|quemado|brule|verbrannt|bruciato) (?:o |el |le |den )?(?:meu|mi|my|mon|meinen|il mio) (?:braco|brazo|arm|bras|braccio) ${gap(8)}(?:de proposito|on purpose|a proposito|expres|absichtlich|apposta)|hab mich (?:fruher|frueher|damals) (?:mal )?(?:selbst )?(?:verletzt|geritzt)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    negated: true,
    pattern: [
      `(?:mein|meine|my|mi|mon|ma|minha|il mio|la mia)? ?(?:letzter|letzte|last|ultimo|ultima|dernier|derniere) (?:post|beitrag|eintrag|msg|mensagem|message|nachricht|mensaje|messaggio) ${gap(1)}(?:here|hier|aqui|ici|qui)`,
      `(?:c est la derniere fois|e l ultima volta|es la ultima vez|this is the last time|das ist das letzte mal|e a ultima vez) (?:qu on se parle|che (?:ti )?scrivo|que (?:te )?escribo|que hablamos|i write|we talk|we speak|ich (?:dir )?schreibe|que (?:te )?escrevo|que falamos)`,
      `(?:no me vas a leer|you won t (?:read|hear from) me|tu ne me liras plus|wirst nichts mehr von mir lesen|nao vais ler mais|non mi leggerai piu) (?:mas|more|anymore|plus|mehr|mais|piu)?`,
    ].join('|'),
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: [
      `(?:briefe|letters|cartas|lettres|lettere) (?:an|to|a|para|pra|per) (?:alle|everyone|todos|tout le monde|tutti|todo mundo) (?:geschrieben|written|escritas|ecrites|scritte)`,
      `(?:que no quede nada pendiente|nothing left (?:pending|undone)|rien en suspens|nichts (?:mehr )?offen|nada pendente|niente in sospeso)`,
      `(?:tout est en ordre|everything is in order|todo esta en orden|alles ist geregelt|esta tudo em ordem|e tutto sistemato|tutto in ordine)`,
      `(?:que sepa|let (?:her|him) know|qu (?:elle|il) sache|dass sie weiss|que (?:ela|ele) saiba|che sappia) (?:que|that|dass|che) (?:la|lo|i|je|ich|eu|io)? ?(?:quise|loved (?:her|him)|l ai aime\\w*|sie geliebt|a amei|o amei|l ho amat[oa])`,
      `(?:caso eu nao esteja|in case i m not (?:here|around)|por si (?:ya )?no estoy|au cas ou je ne serais plus la|falls ich nicht mehr da bin|nel caso non ci fossi)`,
      `(?:e )?salutato tutti|reparti mis cosas|gave away my things|distribue mes affaires|meine sachen verteilt|distribui (?:as )?minhas coisas|distribuito le mie cose`,
    ].join('|'),
  },
  {
    category: 'farewell',
    level: 'high',
    context:
      'briefe|letters|cartas|lettres|lettere|ruhig|calm|paz|tranquil\\w*|goodbye|adieu|abschied',
    pattern: `testament gemacht|made my will|hice (?:mi )?testamento|fait mon testament|fiz (?:o )?meu testamento|fatto (?:il )?testamento`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    negated: true,
    witnessed: true,
    pattern: [
      `(?:strick|seil|waffe|pistole|gewehr) gekauft|(?:garde|guarda|hortet|guarda|mette da parte|keeps|saving) (?:ses|sus|ihre|seine|os|le|her|his) (?:cachets|pastillas|tabletten|remedios|pillole|pills) (?:de cote|aside)?`,
      `(?:la fa finita|se va a matar|va se tuer|bringt sich um|vai se matar|is going to kill (?:himself|herself))|(?:sparito|disappeared|desaparecio|verschwunden|disparu|sumiu) (?:con|with|mit|avec|com) (?:il |the |la |el |dem |seinem |le |son |a )?(?:fucile|gun|rifle|escopeta|pistola|arma|gewehr|fusil)`,
      `(?:salutato|said goodbye|se despidio|a dit au revoir|verabschiedet|se despediu) ${gap(3)}(?:in modo strano|weirdly|strangely|de forma rara|bizarrement|komisch|seltsam|de um jeito estranho)`,
      `(?:falou|said|dijo|a dit|sagte|ha detto|disse) (?:que|that|qu|dass|che) (?:ia|iba|allait|wollte|voleva|was going to) (?:se matar|matarse|se tuer|sich umbringen|ammazzarsi|uccidersi|kill (?:himself|herself))`,
      `(?:${CLOSE}) ${gap(14)}(?:is|esta|est|ist|ta|e|sta) (?:on|at|en|sur|auf|no|na|sul|sulla) (?:the |el |la |le |dem |der |o |a |il )?(?:${HEIGHT})`,
      `(?:${CLOSE}) ${gap(12)}(?:gave away|regalo|a donne|hat ${gap(3)}verschenkt|deu|ha regalato) ${gap(8)}(?:nada le importa|nothing matters|rien ne compte|nichts (?:mehr )?wichtig|nada importa|niente gli importa)`,
    ].join('|'),
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    witnessed: true,
    negated: true,
    pattern: `(?:seria melhor morto|would be better off dead|estaria mejor muerto|serait mieux mort|ware besser tot|waere besser tot|sarebbe meglio morto)|(?:nur noch )?zu (?:ihm|ihr) will|(?:${CLOSE}|he|she|er|sie|ella|elle|ele|ela|lui|lei) ${gap(10)}(?:${WITHDRAWAL}) ${gap(10)}(?:${WITHDRAWAL})`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // "took them all. sorry": very short, with an apology or a goodbye.
    context:
      'sorry|perdon|perdoname|desculpa|pardon|scusa|scusate|entschuldig\\w*|verzeih\\w*|bye|adios|adieu|tchau|ciao|chau|love you|te quiero|je t aime|hab dich lieb|te amo|ti voglio bene|ma|mum|mom|mama|mae',
    pattern: `(?:took|taken|swallowed) (?:them|it) all|(?:hab )?alles (?:genommen|geschluckt)|ya me (?:lo|la|las|los) tome|(?:ja|eu ja) tomei|j ai tout (?:pris|avale)|ho preso tutto|(?:ja|já) tomei tudo`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    context:
      'bye|adios|adieu|ciao|tchau|chau|addio|adeus|tschuss|love|grazie|gracias|merci|danke|obrigad\\w*|x|xx|gente|todos|everyone',
    pattern: `(?:last|ultimo|ultima|letzte|dernier) (?:msg|msj|message|messaggio|mensagem|mensaje|nachricht)`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: [
      `(?:herrgott|lord|god|dios|diosito|dios mio|virgen|bon dieu|seigneur|signore|madonna|deus|gott) ${gap(4)}(?:hol mich|holt mich|portami via|porta mi via|recoja|recogeme|llevame|lleveme|leva me|leve me|take me)|(?:hol mich|portami via|recogeme|llevame) ${gap(3)}(?:herrgott|lord|god|dios|diosito|madonna|deus|gott|zu dir)`,
      `(?:war|waer|ware|waere) (?:gern|lieber) (?:einfach )?nicht mehr da|(?:i am|im|i m) (?:just |only )?(?:a )?burden|burden (?:hoon|hu)|(?:more )?peaceful without me|melhor eu nao existir|mejor (?:yo )?no existir|(?:so|solo|nur) (?:atrapalho|estorbo|store)|ojala me pasara algo|hopefully something happens to me|hoffentlich passiert mir was|tomara que me aconteca algo|magari mi succedesse qualcosa`,
    ].join('|'),
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    negated: true,
    pattern: `will ${gap(1)}(?:num|nume|nimma|nimmer) lebe\\w*|(?:do not|dont) want to be alive (?:no more|anymore)|(?:stasera|tonight|esta noche|ce soir|heute nacht|heute|hoje) (?:lo faccio|i do it|i m doing it|lo hago|je le fais|mach ichs|mach ich es|eu faco)|(?:heut|heute) nacht mach ichs|ce soir je mets fin a tout|je mets fin a (?:tout|mes jours)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    negated: true,
    pattern: [
      `(?:rope|seil|strick|corde|corda|soga|cuerda|${POISON}|bidon de herbicida)\\w* (?:liegt|is|s|est|esta|ta|e|hay) ${gap(1)}(?:in|im|dans|en|no|na|nel|nella) (?:the |der |dem |le |la |el |o |a |il |ma |my |mon |mi )?(?:shed|keller|garage|coffre|trunk|armario|armoire|cantina|galpon|scheune|grange|sotao|attic|closet|cassetto|drawer|kofferraum|twingo|car|auto|coche|voiture|carro)|(?:theres|there is|there s) a rope in the|en el galpon hay`,
      `alles (?:durch)?geplant|(?:ive|i have) (?:planned|got) (?:it all|everything) (?:out|planned)`,
      `(?:commande|ordered|pedi|bestellt|ordinato|encomendei|j ai commande) ${gap(2)}(?:${PILLS}|pills)`,
      `(?:vou tomar tudo|voy a tomar(?:me)? todo|je vais tout prendre|ich nehme alles|prendo tutto|going to take (?:it all|everything|them all))|(?:already counted them|ya las conte|je les ai comptes|hab sie (?:schon )?gezahlt|ja (?:as |os )?contei|le ho (?:gia )?contate)`,
      `(?:economise|economiser|j economise|saving|spare|ahorro|guardo|spare|risparmio) ${gap(2)}(?:mes |my |mis |le mie |meine )?(?:cachets|pills|pastillas|tabletten|pillole|comprimes|${PILLS})`,
    ].join('|'),
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    pattern: [
      `how (?:many|much) ${gap(2)}(?:${PILLS}|pills|sertraline|zoloft|prozac|tylenol|paracetamol|acetaminophen|ibuprofen|insulin) ${gap(3)}(?:is|are|would be|to be) (?:lethal|fatal|deadly|enough)`,
      `(?:${PILLS})\\w* ,? ${gap(2)}(?:cuantas|how many|combien|wie viele|quantos|quantas|quante) ${gap(2)}(?:son |are |sont |sind |sao |sono )?(?:letales|lethal|mortelles|mortels|todlich|toedlich|letais|letali|mortales|mortais|mortali|fatal)|c est combien de (?:${PILLS}) qui suffit`,
      `\\d+ (?:${PILLS}|pills) (?:reichen|enough|suffisent|alcanzan|bastam|bastano|sind genug|are enough)`,
      `(?:ohne rezept|without (?:a )?prescription|sin receta|sans ordonnance|sem receita|senza ricetta) ${gap(4)}(?:${PILLS}|${POISON}|cianuro|cyanide|cyanure|zyankali|cianeto|pills)|(?:${PILLS}|${POISON}|cianuro|cyanide|cyanure|zyankali|cianeto) ${gap(4)}(?:ohne rezept|without (?:a )?prescription|sin receta|sans ordonnance|sem receita|senza ricetta)`,
      `(?:ohne netz|without (?:a )?net|sin (?:red|malla)|sans (?:grillage|filet)|sem tela|nao tem tela|senza rete|ohne (?:hohes )?gelander|lowest railings?|sans grillage)`,
      `(?:charcoal|carbon|charbon|holzkohle|carvao|carbonella|bbq|grill|brasero) ${gap(6)}(?:bathroom|bano|salle de bain|bad|banheiro|bagno|taped|tape|sealed|cerrad\\w*|ferme\\w*|abgedichtet|vedad\\w*|sigillat\\w*)`,
      `(?:gas|gaz) ${gap(4)}(?:caldaia|gaziniere|gazinieres|cocina|herd|fogao|stove|boiler|chaudiere|cuisiniere|oven|horno|ofen|forno) ${gap(8)}(?:basta|marche|funciona|reicht|enough|works|chiudo|close|cierro|ferme|encore)`,
      `(?:${HOW_MANY}) ${gap(3)}(?:${POISON}|insecticida|herbicida) ${gap(4)}(?:tomar|take|prendre|nehmen|bere|beber|trinken|drink|boire)`,
      `(?:welche|which|what|que|quelle|quale|qual) (?:hohe|hoehe|height|altura|hauteur|altezza) ${gap(3)}(?:enough|reicht|basta|suffit|alcanza|suficiente|precisa|hace falta|faut|braucht)`,
      `(?:altura|height|hohe|hauteur|altezza) ${gap(4)}(?:nao sobreviver|not survive|no sobrevivir|pas survivre|nicht uberleben|non sopravvivere)`,
    ].join('|'),
  },
  {
    category: 'in_progress',
    level: 'imminent',
    negated: true,
    pattern: [
      `(?:metro|train|tren|zug|treno|trem|comboio|u bahn|s bahn|rer) ${gap(3)}(?:pour|to|para|um|per|pra) (?:sauter|jump|saltar|springen|buttarmi|pular|me jeter|me tirer|tirarme|zu springen)`,
      `(?:walking|camminando|caminando|je marche|laufe|andando) (?:on|along|sui|sobre las|por las|sur les|auf den|nos|pelos) (?:the )?(?:tracks|binari|vias|voies|rails|gleisen|schienen|trilhos)`,
      `(?:bebi|drank|j ai bu|bu|getrunken|bevuto|me bebi) ${gap(4)}(?:${ALCOHOL}|pastis) ${gap(3)}(?:et|und|e|y|and) ${gap(2)}(?:${PILLS}|pills)`,
      `(?:rasierklinge|klinge) ${gap(3)}(?:in meiner hand|in der hand)`,
    ].join('|'),
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:aufgekratzt|kratz\\w*|rasco|rascado|scratch\\w*|griffe|gratte|arranh\\w*|graffi\\w*) ${gap(8)}(?:bis es (?:geblutet|blutet)|hasta sacarme sangre|hasta sangrar|until it bled|jusqu au sang|ate sangrar|fino a sanguinare)`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: [
      `(?:jedem|jeder|allen|everyone|each of them|a cada uno|a chacun|a ciascuno|para cada um|ognuno)\\w* ${gap(3)}(?:brief|briefe|letter|letters|carta|cartas|lettre|lettres|lettera|lettere)`,
      `(?:wollt|wollte|want(?:ed)? to|queria|voulais|volevo) (?:mich )?(?:nur noch |just )?(?:verabschieden|say goodbye|despedirme|dire au revoir|salutarvi|me despedir)`,
      `(?:look after|take care of|s occuper de|kummer dich um|cuide d\\w*|prenditi cura di|cuida(?:r)? (?:a|de)) ${gap(3)}(?:for me|pour moi|por mi|fur mich|por mim|per me)|(?:es suya|is yours|a toi|gehort dir|e tua|e teu) (?:pa |para |pour |fur |per |pra )?(?:siempre|forever|toujours|immer|sempre)|(?:gli ho detto|le dije|je lui ai dit|i told (?:him|her)) (?:di |de |to )?(?:trattarla|trattarlo|cuidarla|cuidarlo|bien s occuper|look after)`,
      `(?:cancele|cancelled|canceled|gekundigt|gekuendigt|resilie|cancelei|disdetto) ${gap(6)}(?:gym|celular|phone|netflix|spotify|handy|abo|vertrag|contrat|abonnement|assinatura|abbonamento)`,
      `(?:non daro piu fastidio|(?:ya )?no voy a molestar (?:a nadie|mas)|je (?:ne )?derangerai plus|nao vou (?:mais )?incomodar|won t bother (?:anyone|you) (?:anymore|again)|ich store (?:niemanden )?nicht mehr)`,
      `(?:c est pas sa faute|ce n est pas sa faute|no es su culpa|nao foi culpa dela|nao foi culpa dele|non e colpa sua|nicht ihre schuld|nicht seine schuld) ${gap(4)}(?:je l aime|que je l aime|la quiero|lo quiero|love (?:her|him)|ich liebe|a amo|o amo|le voglio bene|dinheiro|money|argent|geld|soldi|plata)`,
    ].join('|'),
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    negated: true,
    witnessed: true,
    pattern: [
      `(?:my|our) \\d+ ?(?:yo|y o|year old)\\b ${gap(10)}(?:bye|goodbye|love you) ${gap(6)}(?:phone is off|phones off|phone s off|not answering|not picking up)`,
      `(?:bought|went and bought) (?:a )?(?:handgun|pistol|revolver|rifle|shotgun|gun)`,
      `(?:eingeschlossen|locked (?:himself|herself) in|se encerro|s est enferme\\w*|se trancou|si e chius[oa])`,
      `(?:chiuso|locked|encerrado|enferme|eingeschlossen|trancado) ${gap(3)}(?:garage|garaje|garagem|box) ${gap(4)}(?:macchina|car|coche|auto|carro|voiture|motor|motore|moteur)`,
      `(?:ya no (?:las|los|la|lo) va a necesitar|won t need (?:them|it)|n en aura plus besoin|braucht (?:die|sie|das) nicht mehr|ich brauch die nicht mehr|nao vai (?:mais )?precisar|non gli servono piu)`,
      `(?:tem|has|tiene|a|hat) (?:uma |a |una |une |ein |einen )?(?:corda|rope|cuerda|soga|corde|strick|seil) ${gap(6)}(?:vai usar|will use|va a usar|va l utiliser|wird (?:es|ihn) benutzen|la usera)`,
    ].join('|'),
    context:
      'not answering|not picking up|phone is off|phones off|antwortet nicht|geht nicht ran|no contesta|no responde|non apre|nao atende|ne repond|schluss|kill|matar|se tuer|umbringen|uccid|better off|mejor sin|mieux sans|besser ohne|melhor sem|meglio senza|truck|regal|gave|verschenkt|donne|deu|regalato|armario|shed|garage|medo|scared|angst|peur|paura|miedo|motor|motore|moteur|macchina|car',
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    witnessed: true,
    negated: true,
    pattern: `a hate de le rejoindre|a hate de la rejoindre|(?:just )?wants to be with (?:him|her)|quiere estar con (?:el|ella)|(?:ja|ya) (?:viveu|vivio) demais|hat genug gelebt|(?:isst|isst fast) (?:kaum|nichts) ${gap(3)}(?:redet|spricht) (?:fast )?(?:nix|nichts|kaum) mehr|sitzt nur noch am fenster`,
  },
]

export const everyday: LanguagePack = {
  rules,
  idioms: 'a song that goes',
  fiction:
    '(?:fur|for|pour|para|per) (?:das |the |la |le |il |o |a |mein |my |el |un |une |ein )?(?:theaterstuck|theaterstueck|play|obra de teatro|piece de theatre|peca de teatro|opera teatrale|spettacolo)|(?:tcc|trabalho|trabajo|expose|exposicion|exponer|presentation|presentazione|referat|tesis|tese|thesis|essay|informe|memoire|tesina|hausarbeit) (?:[^ |]+ ){0,2}(?:sobre|about|on|sur|uber|ueber|su|zum|zur)|(?:fur|for|para|pour|per|pro) (?:die |the |el |la |le |il |o |a |den |das )?(?:schaukel|swing|columpio|balancoire|altalena|balanco|tendedero|clothesline|wascheleine|varal|stendino|camping|tent|zelt|tienda|tente|tenda|boat|boot|bateau|barco|barca)|(?:my|mein|meine|mon|mi|il mio|meu) (?:roman|novel|book|story|fanfic|screenplay|script|novela|romanzo|livro) (?:has|hat|a|tiene|ha|tem)|(?:if|si|se|wenn) (?:[^ |]+ ){0,7}(?:one more|another|una vez mas|otra vez|encore une fois|encore|noch einmal|noch mal|nochmal|mais uma vez|ancora una volta|ancora)|(?:keep |kept )?(?:asking|ask|asked|asks) (?:me )?(?:if|whether) i|(?:me pregunto|asked me|m a demande|hat mich gefragt|me perguntou|mi ha chiesto) (?:si|if|whether|ob|se)|(?:dans|in|en|im|nel|no|a) (?:gta|fortnite|minecraft|roblox|fifa|valorant|warzone|the game|le jeu|el juego|dem spiel|il gioco|o jogo|free fire|cod)|(?:fur|for|pour|para|per) (?:mein|my|mon|mi|il mio|meu) (?:pen and paper|rpg|campaign|d and d|dnd|rollenspiel|jdr)|(?:if i (?:have to|hear|see|get) (?:one more|another|this song|that song)|si (?:je dois|j entends) encore|se sento ancora|wenn ich noch (?:einmal|ein mal|mal)|si (?:tengo que|escucho|oigo) (?:otra|una vez mas)|se eu (?:tiver que|ouvir) mais)|(?:for|in) (?:my|meiner|meinem|mon|ma|mi|il mio|la mia|meu|minha) (?:screenplay|novel|story|book|fanfic|script|roman|polar|krimi|novela|cuento|giallo|romanzo|racconto|livro|conto|horspiel|hoerspiel|geschichte|histoire|historia|storia)|(?:song|cancion|chanson|lied|canzone|musica|cancao) (?:that goes|que dice|qui dit|das geht|che fa|que diz)|(?:writing|write|schreib\\w*|j ecris|ecris|escribo|escribiendo|scrivo|estou escrevendo|escrevo) (?:a|an|un|une|ein|eine|einen|uno|una|um|uma) (?:story|novel|book|script|screenplay|poem|fanfic|horspiel|hoerspiel|roman|polar|krimi|novela|cuento|giallo|romanzo|racconto|livro|conto|thriller)',
  negators: 'not|never|no|nunca|jamas|jamais|pas|nicht|nie|nao|non|nn|mai',
  negationBreakers: 'sure|se si|sei se|sais pas si',
  pastMarkers: 'years ago|hace anos|il y a des annees|vor jahren|anos atras|anni fa',
  recovery: 'doing better now|estoy mejor|je vais mieux|geht mir besser|estou melhor|sto meglio',
  selfSubjects: 'i|me|yo|je|ich|eu|io',
  thirdSubjects: CLOSE,
  otherSubjects: 'we|you|people|nosotros|nous|wir|noi',
  reporting:
    'fantacalcio|fantasy|tattico|tactical|klausur|pharmakologie|pharmacology|farmacologia|pharmacologie|examen|tcc|monografia|artigo|artigos|in loop|verdena|exponer|exposicion|nursing|assessment|quiz|tg|istat|telegiornale|notiziario|telediario|journal televise|polar|giallo|krimi|thriller|inspecteur|detective|detektiv|meurtre|omicidio|murder|homicide|homicidio|mord|presentation|exposicion|expose|referat|presentazione|apresentacao|barrier|barrera|barriere|barreira|playlist|horspiel|hoerspiel|novela|romanzo|livro|that goes|que dice|qui dit|che fa|que diz',
}
