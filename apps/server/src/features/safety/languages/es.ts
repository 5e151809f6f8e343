// Spanish, accents already stripped ("más" is "mas"). The verb's person tells who is meant:
// "quiero morir" is the writer, "quiere morir" someone else.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const WANT1 =
  '(?:quiero|kiero|qiero|kero|quisiera|queria|deseo|necesito|tengo ganas de|me dan ganas de|ganas de|pienso en|he pensado en|estoy pensando en|voy a|me gustaria|intente|trate de|he intentado|intentaba)'
const KILL_ME =
  '(?:matarme|suicidarme|quitarme la vida|ahorcarme|envenenarme|(?:aventarme|tirarme|lanzarme|arrojarme) (?:de|del|desde|por|a las vias|al tren|frente)|pegarme un tiro|cortarme las venas|acabar con mi vida|terminar con mi vida|acabar con todo|quitarme de en medio)'
const PILLS =
  '(?:pastillas|pastis|pildoras|medicamentos|medicinas|remedios|tabletas|capsulas|paracetamol|ibuprofeno|clonazepam|rivotril|somniferos|antidepresivos)'
const PLACE =
  '(?:puente|azotea|techo|edificio|balcon|ventana|vias|via del tren|barranco|acantilado|precipicio|piso \\d+)'
const THIRD =
  'el|ella|ellos|ellas|mi (?:amig[oa]|mejor amig[oa]|herman[oa]|mama|madre|papa|padre|hij[oa]|novi[oa]|prim[oa]|pareja|espos[oa]|compa|companer[oa]|tia|tio|abuel[oa]|ex)|alguien que conozco|una amiga|un amigo'
const SE =
  '(?:se (?:quiere|va a|piensa|quiso|intento|intenta|esta por|queria|puede) (?:matar|suicidar|quitar la vida|ahorcar|tirar|morir|cortar)|quiere (?:matarse|suicidarse|morirse|quitarse la vida|morir|tirarse|desaparecer)|(?:va a|piensa|intento|quiso|amenaza con) (?:matarse|suicidarse|quitarse la vida|tirarse)|se (?:corta|esta cortando|autolesiona|lastima|hace dano)|(?:habla|hablo|dice|dijo) (?:de|que) (?:se )?(?:quiere )?(?:suicid|matarse|morir))'

const rules: Rule[] = [
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `(?:voy a|ya decidi|decidi|estoy decidid[oa] a|estoy list[oa] para|hoy|esta noche|manana) ${gap(1)}${KILL_ME}|me voy a (?:matar|suicidar|quitar la vida|ahorcar|tirar (?:de|del|desde|por))|(?:hoy|esta noche|ya) me (?:mato|suicido)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `${WANT1} ${gap(2)}${KILL_ME}|me quiero (?:matar|suicidar|morir|quitar la vida|ahorcar)(?! de (?:la |el )?(?:risa|verguenza|hambre|sueno))|(?:quiero|kiero|qiero|quisiera|ganas de|deseo) ${gap(1)}(?:morir|morirme|estar muert[oa]|dejar de existir|dejar de vivir)(?! de (?:la |el )?(?:risa|verguenza|hambre|sueno|calor|frio|ganas|amor|miedo))|me mato(?! (?:de|estudiando|trabajando|a trabajar|en el))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: `(?:ya )?(?:no|ya no) (?:quiero|kiero|qiero|tengo ganas de|deseo|aguanto|soporto) (?:seguir |mas )?(?:vivir|viviendo|estar viv[oa]|existir|seguir aqui|seguir)(?! (?:en|aqui en|con|asi en))|no quiero vivir mas|no quiero despertar(?:me)?(?: nunca| mas)?`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `suicida|suicidas|ideas suicidas|pensamientos suicidas|(?:pienso|pensando|pense|pensar) (?:en|mucho en) (?:el )?(?:suicidio|suicidarme|matarme|morirme|la muerte)`,
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
    pattern: `(?:dormir|dormirme|quedarme dormid[oa]) (?:y|para) (?:no despertar|nunca despertar|no despertarme|siempre)|(?:ojala|desearia|quisiera|me gustaria) (?:no )?(?:haber nacido|estar muert[oa]|no despertar|no existir|desaparecer|morirme|dormir para siempre|no despertarme|que me atropellara|me muera|que me muera)|(?:quiero|quisiera|me gustaria) desaparecer(?: para siempre| del mundo)?|(?:cansad[oa]|hart[oa]) de (?:vivir|la vida|existir|estar viv[oa])`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:mi )?vida no (?:tiene|vale) (?:sentido|la pena|nada)|no (?:le )?(?:veo|encuentro) (?:sentido|razon) (?:a|para|en) (?:la vida|vivir|seguir)|no tengo (?:razones|motivos|nada) (?:para|por) (?:vivir|seguir)|(?:estarian|estaria|vivirian) mejor sin mi|nadie (?:me )?(?:extranaria|echaria de menos|notaria)|soy una carga|para que sigo (?:vivo|viva|aqui)|no vale la pena vivir`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `(?:tengo|ya tengo|hice) un plan (?:para|de) (?:matarme|suicidarme|morir|acabar)|(?:ya )?(?:lo )?tengo (?:todo )?(?:planeado|pensado|decidido)|(?:guardando|juntando|acumulando|guarde|junte) ${gap(1)}${PILLS}|(?:compre|consegui) (?:una )?(?:cuerda|soga|pistola|arma|navaja) para|(?:escribi|ya escribi) (?:mi|la|una) (?:carta|nota) de (?:despedida|suicidio)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `cuantas ${gap(1)}${PILLS} ${gap(4)}(?:morir|matarme|matar a|matan|mata|muera|sobredosis|letal)|dosis (?:letal|mortal) de|(?:forma|manera|metodo|modo) (?:indolora|sin dolor|mas rapida|mas facil|rapida|facil) (?:de|para) (?:morir|matarme|suicidarme|suicidarse|acabar)|como (?:suicidarme|suicidarse|matarme|ahorcarme|ahorcarse|morir sin dolor|cortarme las venas)|morir sin dolor|(?:que tan alto|que altura|cuantos pisos) ${gap(4)}(?:morir|matarme|matarse)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    pattern: `(?:me tome|tome|me trague|trague|ya me tome) (?:como |unas |unos |casi |mas de )?(?:todas|toda|un frasco|una caja|un monton|muchas|demasiadas|un punado|\\d\\d+|la caja|el frasco) ${gap(3)}${PILLS}|(?:estoy|ya estoy) (?:en|sobre|arriba de|al borde de|en el borde de) (?:la |el )?${PLACE} ${gap(4)}(?:saltar|tirarme|aventarme|ahora|adios|listo|lista)|(?:estoy|ya estoy) (?:al|en el) borde(?! ${gap(8)}(?:mirador|vista|foto|selfie|alberca|piscina|cama|silla))|tengo (?:el cuchillo|la navaja|la pistola|la cuerda|las pastillas) (?:en la mano|en el cuello|aqui|lista|listas)(?! (?:porque|para|pq|xq) (?:estoy )?(?:cocin|cort|pel|prepar))|(?:me corte|ya me corte) las venas|no para de sangrar|ya (?:me tome|lo hice|empece)|estoy a punto de (?:saltar|tirarme|hacerlo)`,
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:me corto|me corte|cortarme|me estoy cortando|me quemo|me queme|quemarme|me lastimo|lastimarme|me hago dano|hacerme dano|me hice dano|me golpeo|autolesionarme|me autolesiono|me rasguno)(?! (?:el pelo|el cabello|las unas|el flequillo|con (?:un papel|la hoja)|en la|en el|la rodilla|el tobillo|el dedo|cocinando|al caer|jugando|con (?:una hoja|papel|un vidrio|un cuchillo de cocina)|con (?:el|la) (?:horno|plancha|sarten|estufa|agua|aceite|cafe|sol)))|autolesion|autolesiones|cortes en (?:los brazos|las piernas|las munecas)|volvi a cortarme|recai`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    negated: true,
    pattern: `(?:este es|es) mi (?:ultimo|ultima) (?:mensaje|carta|adios)(?! (?:por hoy|de hoy|del dia|antes de|hasta))|cuando (?:leas|lean|vean) esto (?:ya )?no (?:estare|voy a estar)|(?:manana|esta noche) ya no (?:estare|voy a estar)`,
  },
  {
    category: 'farewell',
    level: 'high',
    negated: true,
    pattern: `adios (?:a todos|para siempre|mundo|mundo cruel)|(?:diganle|dile|digan) a mi (?:mama|madre|papa|familia|hermana|hermano) que (?:la|lo|los|les) (?:quiero|amo)|(?:regale|estoy regalando|regalo) (?:todas )?mis cosas|ya no (?:estare|voy a estar) (?:aqui|mucho tiempo|para)`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    intent: true,
    pattern: `gracias por todo|perdonenme|perdoname por todo|los quiero a todos|lo voy a hacer (?:hoy|esta noche|ya|manana)|ya es hora|pronto todo (?:acabara|terminara)`,
  },
  { category: 'third_party', level: 'high', person: 'third', intent: true, pattern: SE },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'third',
    pattern: `se (?:tomo|trago|bebio) (?:todas|toda|un frasco|una caja|un monton|muchas|demasiadas|\\d\\d+|la caja|el frasco) ${gap(3)}${PILLS}`,
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    pattern: `(?:preocupad[oa]|me preocupa) (?:por )?(?:${THIRD}) ${gap(8)}(?:deprimid[oa]|suicid|despedid|hacerse dano|morir|desaparecer)`,
  },
]

export const spanish: LanguagePack = {
  rules,
  idioms: `me muero (?:de|por)|muriendo (?:de|por)|muert[oa] de (?:risa|cansancio|hambre|sueno|miedo|frio|calor|envidia|aburrimiento)|morir de (?:risa|hambre|verguenza|sueno)|me mata(?:n)? (?:el|la|esta|este|de)|me (?:esta|estan) matando|es para morirse|casi me mato|(?:mama|madre|papa|padre|jefe|jefa|profe) me mato|(?:mi (?:mama|madre|papa|padre|jefe|jefa|profe|novi[oa])|me) (?:me )?va a matar|matar el tiempo|suicidio (?:politico|social|profesional)|mision suicida|(?:personaje|jefe final|boss|juego) ${gap(3)}(?:muere|mata|matar)|me corte el (?:pelo|cabello|dedo)`,
  negators: 'no|nunca|jamas|ni|tampoco',
  negationBreakers: 'se si|creo que|se|aguanto|puedo|soporto',
  pastMarkers:
    'antes|hace (?:anos|meses|mucho|tiempo|\\d+ anos)|cuando (?:era|tenia) (?:nin[oa]|chic[oa]|adolescente|joven|mas joven|\\d+)|de adolescente|en el pasado|solia|el ano pasado|en la prepa|en la secundaria',
  recovery:
    '(?:ya |ahora )?(?:estoy|me siento) (?:mucho )?(?:mejor|bien)(?: ahora)?(?! para)|lo supere|ya paso|estoy en terapia|recibi ayuda|pedi ayuda',
  selfSubjects: 'yo|me|mi',
  thirdSubjects: THIRD,
  otherSubjects:
    'un (?:hombre|chico|joven|estudiante|personaje)|una (?:mujer|chica|joven|estudiante)|la gente|alguien|nosotros|tu|usted|el personaje|los jovenes',
  reporting:
    'noticia|noticias|articulo|periodico|pelicula|serie|libro|novela|cuento|personaje|juego|videojuego|ensayo|tesis|estudio|clase|tasa|tasas|estadisticas|enfermera|medico|doctor|paciente|protocolo|cancion|letra|poema|prevencion|durkheim|historia',
}
