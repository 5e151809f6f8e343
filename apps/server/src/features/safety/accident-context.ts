// Cuts and burns told with the activity that caused them are accidents, not self-harm: "burned my
// hand on the pan", "me corté pelando papas", "mi sono tagliato facendo la barba". Six languages at
// once, on normalised text. Saying it was on purpose keeps the risk.

const ACTIVITY = [
  // English
  'by accident|accidentally|cooking|baking|making (?:pancakes|dinner|lunch|breakfast|cookies|food)',
  '(?:chopping|cutting|slicing|dicing) (?:onions?|vegetables|veggies|tomatoes|bread|meat|carrots|potatoes)',
  'peeling|shaving|(?:on|with) (?:the|a) (?:pan|oven|stove|iron|kettle|grill|tray)|fell|tripped|slipped',
  // Spanish
  'sin querer|por accidente|cocinando|horneando|haciendo (?:galletas|la cena|la comida|el desayuno|un pastel)',
  'con (?:la|el) (?:sarten|horno|plancha|estufa|aceite|olla|parrilla)|pelando|rasurandome|afeitandome|afeitando|me cai',
  // French
  'sans faire expres|par accident|en cuisinant|en faisant (?:des crepes|la cuisine|a manger|un gateau)',
  'en epluchant|en coupant (?:des|les|du|de la|le|la)|en me rasant|avec (?:la|le) (?:poele|four|fer|casserole)|en tombant|je suis tombee?',
  // German
  'beim (?:kochen|rasieren|schalen|schaelen|schneiden|backen|sport|joggen|fussball|spielen)|an (?:der|dem) (?:pfanne|herd|ofen|bugeleisen)',
  'aus versehen|hingefallen|gesturzt|gestuerzt',
  // Portuguese
  'sem querer|fazendo (?:a barba|comida|arroz|o almoco|o jantar|bolo)|descascando|cozinhando',
  'com (?:a|o) (?:panela|frigideira|ferro|forno|oleo)|no (?:fogao|forno)|cortando (?:cebola|tomate|pao|legumes)|cai',
  // Italian
  'sbucciando|cucinando|facendo (?:la barba|la frittata|da mangiare|una torta)|con (?:la|il) (?:padella|forno|ferro)',
  'washing (?:the )?dishes|lavando (?:los |os )?(?:platos|pratos)|(?:broken|un) glass|vaso roto|verre casse|glasscherbe|glasscherben|vidro quebrado|copo quebrado|vetro rotto|bicchiere rotto|bread knife|coltello del pane|cuchillo del pan|couteau a pain|brotmesser|faca de pao',
  'picando|affettando|tagliando (?:il pane|le verdure|la cipolla|la carne)',
  'lisseur|abriendo|abriendola|opening (?:a )?(?:can|tin)|lata|en ouvrant|beim offnen|beim oeffnen|abrindo|aprendo',
  'moka|cafetera|cafetiere|kaffeekanne|cafeteira',
  'piastra|arricciacapelli|straightener|curling iron|plancha (?:de|del) pelo|fer a lisser|glatteisen|lockenstab|chapinha|babyliss',
  'col forno|per sbaglio|sono cadut[oa]|radendomi|mentre (?:tagliavo|cucinavo|affettavo|pelavo|sbucciavo|stiravo|facevo)',
  // Hair, nails and beards are cut on purpose and harmlessly: "cut my bangs myself".
  '(?:cut|cutting|trimmed|trim|corte|cortar|cortando|coupe|couper|schneide|geschnitten|schneiden|cortei|cortar|tagliato|tagliare|tagliata) (?:(?:myself|me|mir|mi|me suis|yo|eu) )?(?:my|own|mis|mes|mon|meine|die|os|meu|i miei|i|los|le|la|les|el|o|il) (?:hair|bangs|fringe|nails|beard|pelo|flequillo|unas|barba|cheveux|frange|ongles|haare|pony|nagel|bart|cabelo|franja|unhas|capelli|frangia|unghie)',
  // Hot drinks, food and tongues, in any language: "burned my tongue on the coffee".
  '(?:the|my|la|le|il|el|a|die|meine|mi|ma) (?:tongue|langue|lengua|zunge|lingua|lingua)',
  '(?:coffee|cafe|caffe|kaffee|tea|(?:du|le|un|mon) the|(?:el|un|mi) te|tee|cha|soup|soupe|sopa|suppe|zuppa|hot water|eau chaude|agua caliente|acqua calda|candle|bougie|vela|kerze|candela|sun|soleil|sonne|sole)',
  'while (?:cooking|cutting|chopping|slicing|peeling|shaving|baking|ironing)|mientras (?:cortaba|cocinaba|pelaba|me afeitaba)|pendant que je|(?:en|a) (?:coupant|cuisinant|epluchant)|beim (?:brot|gemuse|zwiebeln) ?schneiden',
].join('|')

const ON_PURPOSE =
  'on purpose|deliberately|because i (?:hate|deserve)|a proposito|de proposito|expres|absichtlich|apposta|di proposito'

const activity = new RegExp(`\\b(?:${ACTIVITY})\\b`)
const onPurpose = new RegExp(`\\b(?:${ON_PURPOSE})\\b`)

export function isAccident(clause: string): boolean {
  return activity.test(clause) && !onPurpose.test(clause)
}
