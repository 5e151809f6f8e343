// French, accents stripped, elisions split ("j'ai" is "j ai", "m'en" is "m en"). "Je veux" is the
// writer, "il veut" / "elle veut" someone else; "me tuer" is the writer, "se tuer" someone else.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const JAI = '(?:j ai|jai|g|j)'
const WANT1 = `(?:je veux|jveux|j veux|veux|je voulais|voulais|j avais envie de|j avais envie d|je voudrais|voudrais|${JAI} envie d|${JAI} envie de|envie de|envie d|je vais|jvais|vais|je pense a|je pense a|${JAI} besoin de|je compte|je suis pret a|je suis prete a)`
const KILL_ME =
  '(?:me suicider|me tuer|me buter|me foutre en l air|me pendre|me jeter (?:du|d un|de la|sous|par la|dans le vide)|me defenestrer|(?:en|m en) finir(?! avec (?:ce|cette|ces|mon|ma|mes|le dossier|le projet|le boulot|le travail|les devoirs|les exams))|mettre fin a (?:mes jours|ma vie)|me supprimer|me flinguer|me tirer une balle|m ouvrir les veines|me noyer)'
const PILLS =
  '(?:cachets|comprimes|medocs|medicaments|pilules|somniferes|doliprane|paracetamol|anxiolytiques|antidepresseurs|xanax|boite|plaquette)'
const THIRD =
  'il|elle|ils|elles|mon (?:ami|meilleur ami|pote|copain|frere|pere|fils|cousin|mec|coloc|collegue)|ma (?:meilleure amie|amie|copine|soeur|mere|fille|cousine|coloc|collegue|meuf|pote)|quelqu un que je connais'

const rules: Rule[] = [
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `(?:je vais|jvais|vais|je compte|j ai decide de|jai decide de|je suis pret a|je suis prete a) ${gap(1)}${KILL_ME}`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `${WANT1} ${gap(2)}(?:${KILL_ME}|mourir|crever|disparaitre pour toujours|ne plus exister|ne plus etre la)(?! de (?:rire|faim|chaud|froid|honte|fatigue|soif|peur|ennui))|je me (?:suicide|tue)(?! a la tache| au travail| a)|je (?:me )?(?:pense|pense souvent|pense beaucoup) au suicide|(?:mourir|crever) ${gap(1)}(?:c est|cest) (?:tout )?ce que je veux`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: `(?:je )?(?:ne )?(?:veux|voudrais|ai|a) plus (?:envie de |envie d )?(?:vivre|exister|etre la|me reveiller|continuer)(?! (?:ici|la|a|en|avec|dans|chez|comme ca ici))|(?:ne|n) (?:veux|ai) pas envie de vivre|plus envie de vivre|(?:j en peux|jen peux|j en ai marre|jen ai marre|marre) ${gap(2)}(?:de vivre|de la vie|d exister|d etre en vie)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    topic: true,
    pattern: `suicidaire|suicidaires|pensees suicidaires|idees suicidaires|(?:pense|pensee|pensees|penser) ${gap(2)}(?:au|le) suicide`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:je voudrais|j aimerais|jaimerais|je voudrai|si seulement je pouvais|je prefererais) ${gap(1)}(?:disparaitre|etre mort|etre morte|ne jamais etre ne|ne jamais etre nee|ne plus me reveiller|ne pas me reveiller|m endormir (?:et ne (?:plus|jamais|pas) me reveiller|pour toujours)|dormir pour toujours|ne plus exister|ne pas exister)|idees noires|envie de disparaitre(?! sous| dans| pour| de| quelques| un| le| ce| en)|(?:si je mourais|si je disparaissais) ${gap(3)}(?:personne|ca changerait rien|mieux)`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:ma )?vie (?:n a|na) (?:plus )?(?:aucun |pas de )?sens|(?:aucune|pas de|plus de) raison de vivre|(?:ils|tout le monde|ma famille) (?:seraient|serait) mieux sans moi|personne (?:ne )?(?:me )?regretterait|personne (?:ne )?remarquerait|je suis un fardeau|(?:fatigue|fatiguee|lasse|las) de (?:vivre|la vie|tout)|a quoi bon vivre|pourquoi (?:je suis|suis je) encore (?:la|en vie|vivant)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `${JAI} (?:un plan (?:pour|de) (?:me tuer|me suicider|mourir|en finir)|tout prevu|tout planifie|choisi (?:le jour|la date|le pont|l endroit))|(?:je garde|j ai garde|jai garde|je stocke|j accumule|je mets de cote) ${gap(1)}${PILLS}|${JAI} (?:achete|trouve) (?:une corde|un flingue|une arme|des lames) pour|${JAI} (?:ecrit|ecris) (?:ma|une|mes) (?:lettre|lettres) d adieu`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `combien de ${PILLS} ${gap(4)}(?:mourir|mortel|mortelle|tuer|crever|ne plus se reveiller|overdose)|dose (?:mortelle|letale) (?:de|d|du|des)|(?:moyen|facon|maniere|methode) (?:le plus |la plus )?(?:rapide|indolore|sans douleur|douce|efficace) (?:de|pour) (?:mourir|se suicider|me suicider|en finir|se tuer|me tuer)|comment (?:se suicider|me suicider|se tuer|me tuer|se pendre|me pendre|mourir sans souffrir|mourir sans douleur|faire un noeud coulant)|mourir sans (?:souffrir|douleur)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:pris|avale|gobe) (?:genre |environ |presque |plus de )?(?:toute? (?:ma|la|mes|les)|tous (?:mes|les)|toutes (?:mes|les)|une boite|la boite|plein de|trop de|\\d\\d+) ${gap(2)}${PILLS}|(?:je suis|chui|jsuis|suis) (?:sur le|au bord du|au bord de la|sur la|en haut du|sur un) (?:toit|pont|rebord|falaise|balcon|immeuble|voie|rails) ${gap(3)}(?:sauter|maintenant|adieu|pret|prete)|(?:je suis|suis) au bord du vide|(?:le|un) couteau (?:a|dans) la main(?! ${gap(3)}(?:legumes|cuisine|cuisiner|coupe les|oignons|pain|viande))|la corde (?:au|autour du) cou|(?:je me suis|me suis) (?:ouvert|tailler|taillade) les veines|ca saigne (?:beaucoup|trop)|je vais sauter (?:du|d un|de la|par la) (?:pont|toit|immeuble|fenetre|balcon|falaise)`,
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:je me|jme|me) (?:suis )?(?:encore |de nouveau |souvent |toujours )?(?:scarifie|scarifiee|scarifier|mutile|mutilee|coupe|coupee|brule|brulee|fais du mal|fais mal expres|frappe)(?! (?:les cheveux|en cuisinant|avec (?:une feuille|le four|la poele|le fer|l eau|l huile|la casserole|le cafe)|le doigt|la main|en tombant|au soleil))|(?:me|se) scarifier|me faire du mal|automutilation|scarification|scarifications|rechute ${gap(2)}(?:scarif|couper)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    pattern: `(?:c est|cest|voici) mon dernier message(?! (?:de la journee|de la soiree|pour (?:ce soir|aujourd hui)|avant|du jour))|quand (?:vous lirez|tu liras|tu vas lire) (?:ce message|ceci|ca|ce texte) ${gap(2)}(?:je ne serai plus|je serai parti|je serai partie|je serai mort)|demain je ne serai plus (?:la|la)`,
  },
  {
    category: 'farewell',
    level: 'high',
    pattern: `adieu (?:a tous|tout le monde|la vie|le monde)|(?:dites|dis) a ma (?:mere|maman|soeur|famille) que je (?:l aime|les aime|suis desole)|(?:j ai donne|jai donne|je donne) (?:toutes )?mes affaires|je ne serai plus la (?:bientot|longtemps|demain)`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    intent: true,
    pattern: `merci pour tout|pardonnez moi|pardonne moi|je vous aime tous|je vais le faire (?:ce soir|maintenant|demain|aujourd hui)|c est l heure|bientot tout sera fini`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    pattern: `(?:${THIRD}) ${gap(3)}(?:veut|voudrait|va|a essaye de|essaie de|parle de|menace de|pense a) ${gap(1)}(?:se suicider|se tuer|se pendre|en finir|mourir|se jeter|se scarifier|se faire du mal)|(?:${THIRD}) ${gap(2)}se (?:scarifie|mutile|coupe|fait du mal)(?! (?:les cheveux|le doigt|en cuisinant))`,
  },
]

export const french: LanguagePack = {
  rules,
  idioms: `(?:je )?meurs (?:de|d)|(?:mort|morte|morts) de (?:rire|faim|fatigue|peur|honte|froid)|mourir de (?:rire|faim|honte|chaud|froid|ennui)|crever de (?:chaud|faim|froid|soif)|(?:ca|cela|ce truc|il|elle|tu) me tue|tuer le temps|(?:ma mere|mon pere|ma mere va|mon boss|mon prof) ${gap(2)}me tuer|mdr|(?:personnage|boss|perso|jeu) ${gap(3)}(?:meurt|tuer|tue|mort)|suicide (?:politique|social|commercial)|je me suis coupe (?:les cheveux|le doigt)|(?:je suis|chui|jsuis) creve`,
  negators: 'ne|n|pas|jamais|aucun|aucune|rien|nul',
  negationBreakers:
    'sais (?:pas|plus) si|sais pas|ai qu|ai que|veux qu|veux que|pense qu|pense que|vois pas (?:pourquoi|l interet)',
  pastMarkers:
    'avant|autrefois|il y a (?:des annees|longtemps|\\d+ ans|quelques annees)|quand j etais (?:petit|petite|ado|adolescent|adolescente|jeune|plus jeune)|au lycee|au college|a l epoque|l annee derniere|dans le passe',
  recovery:
    'ca va mieux|je vais mieux|je vais bien maintenant|je m en suis sorti|je m en suis sortie|j ai eu de l aide|je suis suivi|je suis suivie|en therapie',
  selfSubjects: 'je|j|me|moi',
  thirdSubjects: THIRD,
  otherSubjects:
    'un homme|une femme|un ado|une ado|les gens|quelqu un|on|nous|vous|tu|le personnage',
  reporting:
    'info|infos|actu|journal|article|film|serie|livre|roman|histoire|personnage|jeu|jeu video|dissertation|expose|memoire|etude|cours|taux|statistiques|infirmiere|medecin|patient|patients|protocole|chanson|paroles|poeme|prevention|durkheim',
}
