// Situations told in any of the six languages, read as ideas rather than fixed sentences: going to a
// high place with a moment chosen ("once my roommate falls asleep I'm going up to the roof"), asking
// whether a belt holds a person's weight or from which floor nobody survives, bleeding that will not
// stop, a car running in a closed garage, things given away "I won't need anymore", thanks for
// everything with a goodbye, and someone else who withdraws, says goodbye or stops answering.
import type { LanguagePack, Rule } from '../rule-engine'
import { BLADE, HEIGHT, ORDINARY, PILLS } from './signals'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`

/** Someone close, in any language: "my sister", "mi novio", "mon meilleur pote", "mein vater". */
export const CLOSE = [
  '(?:my|our) (?:\\d+ (?:yo |y o |year old |years old )?)?(?:little |big |older |younger |best |twin )?(?:mate|da|friend|bff|bf|gf|boyfriend|girlfriend|partner|husband|wife|brother|bro|sister|sis|mom|mum|mother|dad|father|son|daughter|kid|cousin|roommate|flatmate|classmate|coworker|co worker|colleague|student|buddy|ex|grandma|grandpa|grandfather|grandmother|uncle|aunt|niece|nephew)',
  '(?:mi|mis) (?:mejor )?(?:amig[oa]|herman[oa]|hij[oa]|novi[oa]|mama|madre|papa|padre|viejo|vieja|prim[oa]|pareja|espos[oa]|marido|mujer|compa|companer[oa]|roomie|tia|tio|abuel[oa]|ex)',
  '(?:mon|ma) (?:meilleure? )?(?:ami|amie|pote|copain|copine|frere|soeur|fils|fille|pere|mere|mari|femme|coloc|cousine?|collegue|grand pere|grand mere)',
  '(?:mein|meine|meiner|meinem) (?:beste |bester |kleiner |kleine |grosser |grosse )?(?:freund|freundin|bruder|schwester|sohn|tochter|vater|mutter|papa|mama|mann|frau|mitbewohner|mitbewohnerin|kumpel|cousin|cousine|kollege|kollegin|opa|oma)',
  '(?:o |a )?(?:meu|minha) (?:melhor )?(?:amig[oa]|irma|irmao|filh[oa]|namorad[oa]|pai|mae|marido|esposa|mulher|prim[oa]|colega|avo)',
  '(?:il |la )?(?:mio|mia) (?:migliore )?(?:amic[oa]|fratello|sorella|figli[oa]|ragazz[oa]|fidanzat[oa]|padre|madre|papa|mamma|marito|moglie|cugin[oa]|coinquilin[oa]|compagno di stanza|collega|nonn[oa])',
].join('|')

/** Not answering, in any language. */
const NO_ANSWER =
  'not (?:answering|picking up|responding|replying)|(?:has not|hasnt) (?:picked up|answered|replied|texted back)|meldet sich (?:seit \\w+ )?nicht mehr|no da senales|(?:ne )?donne plus de nouvelles|nao da noticias|non si fa sentire|geht nicht mehr ran|offline|will not (?:answer|pick up)|no (?:me )?contesta|no responde|ne (?:repond|decroche) (?:pas|plus)|(?:repond|decroche) (?:pas|plus)|geht nicht ran|geht nicht ans (?:handy|telefon)|antwortet nicht|nao (?:atende|responde)|non risponde|nn risponde'

/** What makes a silence alarming: a goodbye, a high place, pills, a weapon, a jump. */
const DANGER_WORDS = `${HEIGHT}|goodbye|bye|adios|adieu|tschuss|tchau|ciao|addio|adeus|pills?|${PILLS}|gun|rifle|fusil|fucile|waffe|gewehr|arma|escopeta|jump|jumps|saltar|sauter|springen|springt|pular|saltare|much longer|molestar\\w*|fastidio|machts gut|macht s gut|making peace|perdon|pardon|desculpa|scusa|entschuldigung|sea|mer|meer|mare|pistol|pistola|veneno|poison|gift|veleno|poison|\\w*tabletten\\w*|sorry|incomodar\\w*|deranger|stören|storen|ruhe vor mir|rid of|problem much longer|sans moi|sin mi|senza di me|sem mim|ohne mich`

/** Pulling back from life: not eating, not leaving the room, not talking. */
const WITHDRAWAL =
  'barely eats|stays in bed all day|liegt den ganzen tag im bett|no sale de la cama|reste au lit toute la journee|fica na cama o dia todo|sta a letto tutto il giorno|non esce piu di casa|no sale de casa|sort plus de chez (?:lui|elle)|geht nicht mehr aus dem haus|nao sai de casa|does not leave the house|hardly eats|(?:is )?not eating|stopped eating|does not eat|(?:has not|hasnt|will not|does not) (?:left|leave|come out of) (?:his|her|their) room|stopped talking|does not talk|(?:casi )?no come|no sale de su (?:cuarto|habitacion|pieza)|ya no habla|(?:ne )?mange (?:plus|presque plus|rien)|reste enfermee?|ne sort plus|parle plus|isst (?:kaum|nichts|nix)|zieht sich (?:total |komplett |voll )?zuruck|sagt (?:nix|nichts) mehr|verlasst (?:sein|ihr) zimmer nicht|(?:quase )?nao come|nao sai do quarto|nao fala mais|(?:nn|non) (?:mangia|esce|parla)|(?:quasi )?(?:nn|non) mangia'

const WORRIED =
  'worried|worry|worries|je sais pas quoi faire|no se que hacer|weiss nicht was ich tun soll|nao sei o que fazer|non so cosa fare|spento|spenta|apagad[oa]|eteinte?|wirkt (?:so )?leer|looks empty|seems empty|solo in attesa|just waiting|egal wenn|don t care if|no le importa|(?:is|is not|isn t) (?:not )?okay|no esta bien|va pas bien|geht es nicht gut|nao esta bem|non sta bene|scared for|do not know what to do|idk what to do|what do i do|what should i do|me preocupa|preocupad[oa]|no se que hacer|que hago|inquiete?|je m inquiete|que faire|mach mir sorgen|sorgen|was soll ich|preocupad[oa]|o que eu faco|preoccupat[oa]|sono preoccupat[oa]|che faccio|cosa faccio'

/** A moment chosen: a night shift, everyone asleep, after a birthday, on the 15th. */
const GO = [
  '(?:going|go|heading|head|driving|drive|walking|walk|climbing|climb|running|run)(?: up| out| over| down| back)? (?:to|onto|on|up to|out to|over to)',
  '(?:me subo|subo|voy|me voy|ire|manejo|camino|me lanzo|me tiro|me aviento)(?: a| al| a la| hasta el| hasta la| en| sobre| del| de la| desde el| desde la)',
  '(?:je )?(?:monte|vais|irai|vais aller|fonce|saute|file)(?: sur| au| a la| aux| vers| du| de la| dans| jusqu au)',
  '(?:geh|gehe|fahr|fahre|lauf|laufe|steig|steige|kletter|klettere|spring|springe)(?: ich)?(?: jetzt| grad| gerade| dann| heute| nachher)*(?: aufs| auf das| auf die| auf den| zur| zum| zu den| an die| an den| von der| vom)',
  '(?:vou|vo|to indo|estou indo|subo|vou subir|pulo|me jogo)(?: pra| para| ate| na| no| pro| da| do| em cima d[ao])',
  '(?:vado|salgo|andro|corro|mi butto|mi lancio)(?: sul| sulla| al| alla| ai| sui| in cima al| in cima alla| dal| dalla| verso)',
].join('|')

const rules: Rule[] = [
  {
    category: 'plan',
    level: 'high',
    intent: true,
    person: 'any',
    // "after my birthday I'm driving out to the bridge", "me subo a la azotea", "geh aufs dach".
    pattern: `(?:${GO}) (?:the |a |that |el |la |le |l |den |die |das |o |a |il |lo )?${gap(1)}(?:\\w*brucke|\\w*bruecke|${HEIGHT})${ORDINARY}`,
    unless:
      'fireworks|sunset|party|fiesta|fete|festa|feuerwerk|picnic|photos?|fotos?|view|vista|vue|aussicht|stars|estrellas|etoiles|sterne|stelle|estrelas',
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    negated: true,
    // From which floor does nobody survive; how high for it to be fatal.
    pattern: [
      `(?:from |at )?(?:which|what) (?:floor|story|storey|height) ${gap(6)}(?:survive|fatal|lethal|die|kill)`,
      `how (?:high|tall|far) ${gap(7)}(?:to die|to be fatal|be fatal|be lethal|to kill|survive|for it to (?:work|be fatal|be enough))`,
      `(?:desde|de|a partir de) (?:que|q|cual) (?:piso|altura) ${gap(6)}(?:sobrevive|sobrevives|muere|mueres|morir|mortal|seguro)`,
      `(?:que tan alto|que altura) ${gap(6)}(?:morir|muere|mortal|sobrevivir|sobrevive)`,
      `(?:a partir de|de) quel (?:etage|hauteur) ${gap(6)}(?:survit|meurt|mourir|mortel|mortelle)`,
      `(?:ab|von) welche[mn]? (?:stock|stockwerk|etage|hohe|hoehe) ${gap(6)}(?:uberlebt|ueberlebt|stirbt|sterben|tot|todlich|toedlich)`,
      `wie hoch ${gap(7)}(?:tot|dead|sterben|stirbt|uberlebt|ueberlebt|todlich|toedlich)`,
      `(?:de|a partir de) (?:q|que|qual) andar ${gap(6)}(?:sobrevive|morre|morrer|mortal)`,
      `(?:da|a partire da) (?:che|quale) piano ${gap(6)}(?:sopravvive|sopravvivi|muore|morire|mortale)`,
    ].join('|'),
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    // Whether a ligature holds a person's weight.
    pattern: `(?:belt|cable|cord|extension cord|charger (?:cable|cord)|rope|scarf|sheet|gurtel|guertel|kabel|seil|schal|verlangerungskabel|cinturon|cuerda|soga|cable|rallonge|ceinture|corde|echarpe|cinto|fio|cabo|corda|cintura|cavo|sciarpa)\\w* ${gap(6)}(?:hold|holds|support|supports|take|aguanta|aguantaria|soporta|tient|tiendrait|supporte|halt|haelt|tragt|traegt|aushalten|aguenta|suporta|regge|reggerebbe|tiene|sostiene) ${gap(5)}(?:weight|peso|poids|gewicht|person|persona|personne|pessoa|mensch|me|mi|moi|mich|mim)|(?:halt|haelt|hält|tragt|traegt|aguanta|aguantaria|soporta|tient|supporte|aguenta|suporta|regge|sostiene|hold|holds) ${gap(2)}(?:gurtel|guertel|kabel|seil|schal|cinturon|cuerda|soga|cable|rallonge|ceinture|corde|echarpe|cinto|fio|cabo|corda|cintura|cavo|sciarpa|belt|cord|rope|scarf) ${gap(4)}(?:gewicht|peso|poids|weight|person|persona|personne|pessoa|mensch)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    // The least painful way to go, in any language.
    pattern: `(?:least painful|most painless|painless|menos doloros[oa]|sin dolor|sin sufrir|moins douloureuse?|sans souffrir|sans douleur|schmerzlos\\w*|ohne schmerzen|am wenigsten schmerzhaft\\w*|menos doloros[oa]|sem dor|sem sofrer|meno doloros[oa]|senza dolore|senza soffrire|indolore) ${gap(4)}(?:to go|to die|way|ways|method|morir|morirse|manera|forma|modo|mourir|facon|moyen|methode|sterben|art|weg|methode|morrer|jeito|maneira|morire|metodo)|(?:manera|forma|modo|facon|moyen|jeito|maneira|metodo|art|weg|way) ${gap(2)}(?:menos doloros[oa]|la moins douloureuse|am wenigsten schmerzhaft\\w*|meno doloros[oa]|least painful|most painless) ${gap(2)}(?:de|pour|per|para|pra|zu|to)? ?(?:morir|mourir|morire|morrer|sterben|die|go|acabar|en finir|farla finita)?`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    injury: true,
    negated: true,
    // Bleeding that will not stop; a cut too deep.
    pattern: [
      `(?:blood|bleeding|bleed|bleeds|sangre|sangrando|sangra|sang|saigne|saignement|blut|blutet|bluten|sangue|sanguina|sanguinando) ${gap(8)}(?:will not stop|does not stop|not stopping|can not stop|no para|no se detiene|no deja de|(?:s )?arrete pas|s arrete plus|hort nicht auf|hoert nicht auf|nicht aufhoren|nao para|nao estanca|non si ferma|non smette|nn si ferma|nn smette)`,
      `(?:cut|went|sliced|corte|me corte|cortei|coupe|j ai coupe|geschnitten|hab geschnitten|tagliato|ho tagliato)(?: myself| me)? (?:way |too |really |so |demasiado |muy |trop |zu |viel zu |troppo |mto |muito )*(?:deep|deeper|hondo|profundo|profond|tief|a fondo|fundo)(?! ${gap(2)}(?:into|en el tema|dans le sujet|in das thema|nel tema|no assunto))|zu tief (?:geschnitten|geritzt)|(?:bleeding|bleed) (?:out|a lot|so much|everywhere)|(?:can not|will not) stop (?:the )?bleeding`,
    ].join('|'),
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // A car running in a closed garage.
    pattern: `(?:garage|garaje|garagem)\\w* ${gap(10)}(?:engine|motor|moteur|motore)\\w* ${gap(3)}(?:running|on|encendido|prendido|en marcha|lauft|laeuft|an|tourne|allume|ligado|acceso)|(?:engine|motor|moteur|motore)\\w* ${gap(3)}(?:running|on|encendido|prendido|en marcha|lauft|laeuft|tourne|allume|ligado|acceso) ${gap(10)}(?:garage|garaje|garagem)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    injury: true,
    // A blade in the hand, now.
    pattern: `(?:${BLADE}|knife|cuchillo|couteau|messer|faca|coltello) ${gap(3)}(?:in my hand|en la mano|en mi mano|dans la main|dans ma main|in der hand|na mao|na minha mao|in mano)(?! ${gap(4)}(?:cooking|cocin|cuisin|koch|cozinh|cucin|cutting (?:the|some|a)|chopping|peeling))`,
    context: `now|right now|ahora|ahorita|maintenant|jetzt|grad|gerade|agora|adesso|ora|cut|cortar|cortarme|couper|schneiden|cortar|tagliarmi|tagliare|parar|stop|arreter|aufhoren|parar|smettere|fermarmi`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // A platform and one step; feet over the edge; the window of a high floor with death in mind.
    pattern: `(?:feet|legs|pies|piernas|jambes|pieds|beine|fusse|fuesse|pes|pernas|piedi|gambe) ${gap(2)}(?:over the edge|dangling|colgando|al vacio|dans le vide|im leeren|uber der kante|no vazio|pra fora|nel vuoto|oltre il bordo)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    context:
      'survive|fatal|jump|die|sobrevive|saltar|morir|survit|sauter|mourir|uberlebt|ueberlebt|springen|sterben|sobrevive|pular|morrer|sopravvive|saltare|morire',
    pattern: `(?:at|by|on|in) the window (?:of|on) (?:the )?\\w+ floor|(?:en|a) la ventana del \\w+|a la fenetre du \\w+|am fenster im \\w+|na janela do \\w+|alla finestra del \\w+|(?:im|am|on the|at the) (?:top|highest) (?:level|floor|deck) of|(?:en el|na|in) (?:balcon|varanda|sacada|balcone) del? (?:piso )?\\w+`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    // Things given away "I won't need anymore".
    context:
      'gave|given|giving|give away|regale|regalo|regalando|di|done|donne|donnee|geschenkt|verschenkt|gebracht|gegeben|dei|doei|dando|regalato|dato|ceduto',
    pattern: `(?:will not|do not|wont) need (?:it|them|those|that|any of (?:it|them)|him|her)(?: ${gap(1)}(?:anymore|any more|soon|where i am going))?|(?:ya )?no (?:la|lo|los|las) (?:voy a necesitar|necesitare|necesito|necesitaria)|(?:j en|je n en|j n en|jen) (?:aurai|ai|aurais) plus besoin|(?:brauch|brauche) (?:ich )?(?:ja |eh |dann )?(?:bald )?(?:nicht|nix|nichts) mehr|(?:nn|non) mi serv(?:ono|e|iranno|ira) piu|nao vou (?:mais )?precisar(?: mais)?|(?:nao|n) (?:preciso|vou precisar) mais`,
  },
  {
    category: 'farewell',
    level: 'high',
    // Thanks for everything, then goodbye.
    context:
      'goodbye|bye|adios|adieu|tschuss|tschues|machts gut|macht s gut|lebt wohl|tchau|adeus|ciao|addio|cuida(?:te|los|a los demas)?|take care of (?:yourself|everyone)|prenez soin|prends soin|passt auf euch auf|cuidem se|abbiate cura',
    unless:
      'see you|talk (?:to you )?(?:soon|tomorrow|later)|nos vemos|hasta (?:manana|luego|pronto)|a la vuelta|a bientot|a demain|bis (?:bald|morgen|dann|spater)|ate (?:logo|amanha|ja)|a presto|a domani|ci vediamo|next week|la semana que viene|la semaine prochaine|nachste woche|semana que vem|settimana prossima',
    pattern: `(?:thanks?|thank you|thx|gracias|merci|danke|obrigad[oa]|valeu|grazie) ${gap(3)}(?:for everything|por todo|pour tout|fur alles|fuer alles|por tudo|di tutto|per tutto|for (?:listening|being there|always being there|everything)|por escucharme|por estar ahi|pour m avoir ecoutee?|pour tout ce temps|furs zuhoren|fuers zuhoeren|fur das zuhoren|por me ouvir|por me escutar|per avermi ascoltat[oa]|per esserci stat[oa])`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    // "das ist meine last message": the last message, in any language or a mix.
    unless:
      'bonne nuit|boa noite|buenas noches|good ?night|gute nacht|buona ?notte|going to (?:sleep|bed)|de (?:la journee|hoje|hoy)|du jour|for (?:the day|tonight|today)|di oggi|fur heute|tonight',
    pattern: `(?:my|meine|mei|mi|mon|minha|la mia|il mio) (?:last|letzte|ultimo|ultima|dernier|derniere) (?:message|nachricht|mensaje|mensagem|messaggio|text|post)(?! (?:for (?:today|tonight|now)|por hoy|pour aujourd hui|fur heute|por hoje|per oggi|before|antes|avant|bevor|prima))`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    negated: true,
    context: DANGER_WORDS,
    witnessed: true,
    // Someone close who said goodbye, sent a photo from a high place, or wrote "you'll be rid of me"
    // and does not answer.
    pattern: `(?:${CLOSE}) ${gap(30)}(?:${NO_ANSWER})`,
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    negated: true,
    context: WORRIED,
    witnessed: true,
    // Someone close who has stopped eating, leaving their room or talking.
    pattern: `(?:${CLOSE}|he|she|er|sie|ella|el|elle|il|ele|lei|lui) ${gap(12)}(?:${WITHDRAWAL})`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    negated: true,
    // Someone close with a weapon who talks of being a burden or of harming himself.
    context:
      'gun|rifle|pistol|fusil|fucile|waffe|waffenschein|gewehr|pistola|arma|escopeta|cacadeira|espingarda|revolver',
    pattern: `(?:${CLOSE}) ${gap(15)}(?:better off without (?:him|her|them)|mejor sin (?:el|ella)|mieux sans (?:lui|elle)|besser (?:dran )?ohne (?:ihn|sie)|melhor sem (?:ele|ela)|meglio senza di (?:lui|lei)|sich was antut|sich etwas antut|hacerse dano|se faire du mal|fazer mal a si|farsi del male|kill (?:himself|herself)|matarse|se tuer|umbringen|se matar|ammazzarsi|uccidersi)`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    negated: true,
    // A third person's "better without him".
    pattern: `(?:better off|better|mieux|mejor|besser|melhor|meglio) ${gap(2)}(?:without (?:him|her)|sans (?:lui|elle)|sin (?:el|ella)|ohne (?:ihn|sie)|sem (?:ele|ela)|senza di (?:lui|lei))(?! ${gap(3)}(?:trip|viaje|voyage|reise|viagem|viaggio|team|equipo|equipe|mannschaft|squadra))`,
    context:
      'says|said|dice|dijo|dit|sagt|diz|disse|anda a dizer|keeps saying|talks|habla|parle|redet|fala|parla',
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    // Ending it, in the words people use: "ce soir j'en finis", "acabo com isso", "mach ich schluss".
    pattern: `(?:me jeter|je me jette|m jeter) (?:dans|du haut|d un|du|de la|sous|par|depuis)|(?:j en|je vais en|jvais en|je veux en|envie d en) fini[rs]?(?! avec (?:ce|cette|ces|le|la|les|mon|ma|mes|un|une|l) (?!vie\\b|souffrance|douleur))|(?:me foutre|me fout) en l air|me flinguer|(?:acabo|acabar|vou acabar|termino|terminar|acabare|terminare) (?:com|con) (?:isso|tudo|todo|esto|mi vida|a minha vida|minha vida)|(?:denk|denke|gedanken) ${gap(3)}(?:dran|daran) ${gap(1)}(?:mich umzubringen|mir das leben zu nehmen|zu sterben)|(?:penso|pensando|pensato|pensare) (?:a|ad|di) (?:uccidermi|ammazzarmi|suicidarmi|farla finita|togliermi la vita|morire)|farla finita|sewerslide|sewer slide|self delete|unalive myself`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    context:
      'steht fest|entschieden|beschlossen|fur immer|fuer immer|fur alle|mit allem|mit dem leben|ein fur alle mal',
    unless: 'mit (?:ihm|ihr|meinem freund|meiner freundin|meinem partner|meiner partnerin)',
    pattern: `mach(?:e)? ich schluss|schluss machen`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    // Not waking up, disappearing, nobody missing me, no reason to go on: everyday words for it.
    pattern: [
      `mind if i (?:just )?(?:did not|never|do not|would not) wake up|(?:fine|okay|ok|happy|glad) if i (?:just )?(?:did not|never|do not) (?:woke|wake) up`,
      `(?:see|find|have|got) (?:a |any |no |the )?(?:reason|point) (?:to|in|for) (?:keep going|keep living|go on|going on|live|living|stay|staying|be here)`,
      `(?:nicht mehr|nie mehr|nie wieder) (?:aufzuwachen|aufwachen)|(?:sehe?|seh) (?:echt |einfach |wirklich |gar )?keinen sinn mehr|(?:bin|ich bin) (?:allen |euch |nur |bloss |einfach )*(?:ne|eine) last|ohne mich (?:wars|waers|ware es|waere es|ist es|waren alle|hatten alle) ${gap(3)}(?:leichter|besser)`,
      `(?:okay|ok|egal|fine|bien|bene|tudo bem|in ordnung) ${gap(1)}(?:wenn|if|si|se) ${gap(1)}(?:ich|i|je|yo|eu|io)? ?(?:einfach |just |simplement |simplemente |so |solo )?(?:verschwinde|verschwinden wurde|disappear|disappeared|vanish|vanished|desapareciera|desaparezco|disparais|disparaissais|sumisse|sumir|sparissi|sparisco|scomparissi)`,
      `(?:m endormir|dormir|dormirme|adormecer|addormentarmi|einschlafen) ${gap(2)}(?:et |y |e |und )?(?:ne )?(?:pas|plus|no|nao|non|nicht mehr|nie mehr) (?:me )?(?:reveiller|despertar|acordar|svegliarmi|aufwachen)`,
      `ninguem (?:dava|daria|ia dar|vai dar) (?:pela|por) (?:minha )?falta|apetece me (?:desaparecer|sumir|morrer)|nessun motivo per (?:vivere|andare avanti)|a cosa serve (?:andare avanti|vivere)|(?:wish|wunsch|wuensch)\\w* ${gap(7)}(?:not|nicht mehr|nie mehr) (?:wake up|aufwachen|aufzuwachen)`,
      `(?:tired of everything|harte de tout|cansad[oa] de todo|mude von allem|stanc[oa] di tutto) ${gap(4)}(?:disappear|disparaitre|desaparecer|verschwinden|sumir|sparire)|(?:disappear|disparaitre|desaparecer|verschwinden|sumir|sparire) (?:for good|forever|pour toujours|para siempre|fur immer|pra sempre|per sempre)`,
    ].join('|'),
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // Pills put aside, in any language: "hab schlaftabletten gesammelt", "mis de cote mes lexomil".
    pattern: `(?:saving|saved|stockpiling|stockpiled|hoarding|collecting|collected|hiding|hid|stashing|stashed)(?: up)? ${gap(3)}(?:${PILLS}|pills?)|(?:juntadas|juntando|junte|guardadas|guardando|guarde|acumulando|escondidas) ${gap(3)}(?:${PILLS}|pills?)|(?:${PILLS}|pills?) ${gap(3)}(?:juntadas|guardadas|escondidas|acumuladas|gesammelt|gehortet|versteckt|juntados|guardados|escondidos|messe da parte|nascoste|conservate)|(?:mis|mets|mettre) de cote ${gap(2)}(?:${PILLS}|pills?)|(?:gesammelt|gehortet|sammle|sammel|horte)\\b ${gap(3)}(?:${PILLS})|(?:${PILLS}) ${gap(3)}(?:gesammelt|gehortet)|(?:juntei|guardei|escondi) ${gap(3)}(?:${PILLS}|pills?)|(?:messo da parte|metto da parte|nascosto|conservo) ${gap(3)}(?:${PILLS}|pills?)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // Taking all of them on a chosen day: "nehm ich alle", "me las tomo todas", "je prends tout".
    context: `${PILLS}|pills?|lexomil|tabletten|comprimes|cachets|pastillas|comprimidos|pillole`,
    pattern: `(?:take|taking|swallow) (?:them all|all of them|all|every (?:one|single one|pill))|(?:nehm|nehme) ich (?:sie )?alle|(?:alle|sie alle) (?:nehmen|schlucken)|me (?:las|los) (?:tomo|trago|voy a tomar) (?:todas|todos)|(?:tomar|tomarme) (?:todas|todos)|je (?:les )?(?:prends|prendrai|avale|avalerai) (?:tout|toutes|tous)|(?:vou tomar|tomo|tomar) (?:todos|todas|tudo)|(?:le )?prendo tutte|(?:prendere|prendero) tutte`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    // Driving into a tree or a wall.
    pattern: `(?:drive|driving|crash|crashing|steer|fonce|foncer|foncerai|m encastrer|estrellarme|estrellar|estamparme|chocar|schleudern|rasen|fahr|fahre|bater|jogar o carro|schiantarmi|schiantare|andare a sbattere)\\w* ${gap(4)}(?:into|dans|contra|gegen|contro|num|numa|no|na|en) (?:a |the |le |la |un |une |el |einen |eine |den |die |um |uma |o |il )?(?:tree|wall|truck|pillar|platane|arbre|mur|camion|poids lourd|arbol|pared|muro|baum|mauer|lkw|wand|brueckenpfeiler|bruckenpfeiler|pfeiler|arvore|parede|caminhao|albero|tir|pilone)`,
  },
  {
    category: 'self_harm',
    level: 'high',
    // Scratching or cutting until it bleeds; cutting again.
    pattern: `(?:until|till) (?:i|it) (?:bled|bleeds|bleed)|jusqu au sang|hasta (?:sangrar|que sangr\\w*|hacerme sangre)|bis (?:es )?(?:blutet|blut kam|zum blut)|ate (?:sangrar|sair sangue)|fino a (?:sanguinare|farmi sanguinare|far uscire il sangue)|(?:me )?volvi a cortar(?:me)?|(?:me )?(?:corto|corte|cortar) (?:los brazos|las piernas|las munecas|el brazo|la pierna|los muslos)|recai (?:y me corte|con los cortes)`,
  },
  {
    category: 'self_harm',
    level: 'concern',
    negated: true,
    // Months without self-harm and the urge coming back: a history worth a gentle check-in.
    pattern: `(?:clean|free) (?:from|of) (?:cutting|self ?harm|sh|self injury)|(?:faz|hace|ca fait|seit|since|for|da|ha) ${gap(3)}(?:q |que |qu |dass )?(?:nao|no|nn|non|ne|not|nicht) (?:me |mi |mich )?(?:corto|corte|taglio|coupe|scarifie|ritze|cut|cutting|machuco)|(?:nn|non|no|nao|ne) (?:me |mi |mich )?(?:taglio|corto|scarifie|ritze|machuco) (?:piu )?(?:da|desde|depuis|seit|ha|faz)|(?:ich )?(?:ritze|schneide) mich (?:seit|nicht mehr seit)`,
  },
  {
    category: 'farewell',
    level: 'high',
    // The letters are written.
    unless:
      'cover letter|motivation|bewerbung|carta de presentacion|lettre de motivation|lettera di presentazione|carta de apresentacao|christmas|navidad|noel|weihnacht|natal|natale|santa|pen ?pal|thank you (?:cards|notes)|homework|tarea|devoir|hausaufgabe|dever|compiti',
    pattern: `(?:wrote|written|writing|finished) (?:the |my |all the |all my )?(?:goodbye )?letters|(?:briefe|abschiedsbriefe) (?:sind )?(?:schon |bereits )?geschrieben|(?:ja )?escrevi (?:as |umas )?cartas|(?:le )?lettere (?:le )?ho (?:gia )?scritte|ho (?:gia )?scritto (?:le )?lettere|(?:ya )?escribi (?:las |unas )?cartas|(?:ya )?(?:les |le )?deje (?:las |unas )?cartas|(?:j ai|je leur ai|j leur ai|je lui ai) (?:deja )?ecrit (?:une |des |les )?lettres?`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    // On a platform, and one step away.
    context:
      'one step|un paso|un pas|ein schritt|einen schritt|um passo|un passo|jump in front|tirarme|me jeter|springen|me jogar|buttarmi',
    pattern: `(?:standing|waiting|i am|parad[oa]|esperando|debout|j attends|stehe|warte|to|estou|sono|aspetto) ${gap(3)}(?:platform|anden|quai|bahnsteig|plataforma|binario|banchina)`,
  },
]

export const situations: LanguagePack = {
  rules,
  idioms:
    '(?:in |en |on |dans |auf |nas |nelle )?(?:her|his|their|ihre|ihrer|seine|seiner|sus|su|sa|ses|suas|sua|sue) (?:ig |insta |instagram )?(?:story|stories|storys|historias|historia|storie|stories)|not for a (?:story|novel|book|game|class)|no es para (?:una historia|un libro|una novela|clase)|pas pour (?:une histoire|un roman|un livre)|nicht fur (?:eine geschichte|ein buch)|nao e (?:pra|para) (?:uma historia|um livro)|non e per (?:una storia|un libro)',
  negators: 'not|never|no|nunca|jamas|jamais|pas|nicht|nie|nao|non|nn|mai',
  negationBreakers: 'sure|se si|sei se|sais pas si',
  pastMarkers: 'years ago|hace anos|il y a des annees|vor jahren|anos atras|anni fa',
  recovery: 'doing better now|estoy mejor|je vais mieux|geht mir besser|estou melhor|sto meglio',
  selfSubjects: 'i|me|yo|je|ich|eu|io',
  thirdSubjects: CLOSE,
  otherSubjects: 'we|you|people|nosotros|nous|wir|noi',
  reporting:
    'psych|psycho|psychology|psicologia|psychologie|psicologie|memoire|trabajo (?:sobre|de)|trabalho (?:sobre|de)|tesina|philo|philosophy|filosofia|philosophie|camus|sisyphe|tagesschau|zeitung|corriere|giornale|jornal|periodico|journal|i read|ho letto|j ai lu|gelesen|statistik|estatisticas|statistiche|risk factors|factores de riesgo|facteurs de risque|fatores de risco|fattori di rischio|risikofaktoren|temazo|canzone|lied|musica|fanfic',
}
