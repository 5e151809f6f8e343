// Portuguese (Brazil and Portugal), accents stripped ("não" is "nao"). "Quero" is the writer,
// "quer" someone else; "me matar" the writer, "se matar" someone else or a how-to question.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const NAO = '(?:nao|n|nem)'
const WANT1 =
  '(?:quero|qro|queria|gostaria de|preciso|tenho vontade de|to com vontade de|estou com vontade de|vontade de|penso em|pensando em|vou|eu vou)'
const KILL_ME =
  '(?:me matar|matar me|me suicidar|suicidar me|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida|acabar com tudo|me enforcar|(?:me jogar|me atirar) (?:da|do|de|na frente|debaixo)|pular da|pular do|cortar (?:os )?meus pulsos|dar um tiro na cabeca|me envenenar)'
const PILLS =
  '(?:comprimidos|remedios|remedio|pilulas|cartela|cartelas|caixa|frasco|rivotril|clonazepam|paracetamol|antidepressivos|calmantes)'
const THIRD =
  'ele|ela|eles|elas|meu (?:amigo|melhor amigo|irmao|pai|filho|primo|namorado|marido|colega)|minha (?:amiga|melhor amiga|irma|mae|filha|prima|namorada|esposa|colega)|alguem que eu conheco'

const rules: Rule[] = [
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `(?:vou|eu vou|decidi|ja decidi|to decidido a|to decidida a|estou pront[oa] para|hoje eu vou) ${gap(1)}${KILL_ME}(?! de (?:rir|estudar|trabalhar))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `${WANT1} ${gap(2)}(?:${KILL_ME}|morrer|sumir para sempre|deixar de existir|nao existir mais)(?! de (?:rir|fome|sono|calor|frio|vergonha|medo|vontade|saudade|tedio|estudar|trabalhar))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: `${NAO} (?:quero|aguento|suporto|tenho vontade de|consigo) (?:mais )?(?:viver|continuar vivendo|continuar vivo|continuar viva|existir|estar vivo|estar viva|acordar)(?! (?:aqui|nessa|nesta|com|em|assim aqui))(?: mais)?`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `suicida|suicidas|pensamentos suicidas|ideacao suicida|(?:penso|pensando|pensei|pensar) (?:em|muito em|no) (?:suicidio|me matar|morrer|a morte)`,
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
    pattern: `(?:queria|gostaria de|quem dera|preferia) ${gap(1)}(?:nunca ter nascido|estar mort[oa]|(?:sumir|desaparecer)(?! (?:(?:pra|para|por) (?!sempre)|um|uma|com|no|na|das redes))|nao existir|dormir para sempre|nao acordar|nunca mais acordar|dormir e (?:nao|nunca mais) acordar|morrer dormindo)|(?:quero|to com vontade de) sumir(?! (?:(?:pra|para|por) (?!sempre)|um|uma|com|no|na|das redes))|(?:cansad[oa]|exaust[oa]) de (?:viver|tudo|existir|estar viv[oa])`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:minha )?vida ${NAO} (?:tem|faz) (?:mais )?sentido|${NAO} vejo (?:mais )?sentido (?:na|em) (?:vida|viver)|(?:ficariam|ficaria|todos ficariam|seria) melhor sem mim|ninguem (?:ia|vai|iria) sentir (?:a )?minha falta|sou (?:so )?um peso|${NAO} tenho (?:motivo|razao|razoes|motivos) (?:para|pra) viver|pra que (?:continuar|viver)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `(?:tenho|ja tenho|fiz) um plano (?:para|pra|de) (?:me matar|morrer|acabar)|(?:ja )?(?:planejei|decidi) (?:tudo|o dia|a data|como)|(?:guardando|juntando|acumulando|guardei|juntei) ${gap(1)}${PILLS}|comprei (?:uma corda|uma arma|laminas) (?:para|pra)|(?:escrevi|deixei) (?:minha|uma) carta de despedida`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `quant[oa]s ${PILLS} ${gap(4)}(?:morrer|matar|mata|matam|overdose|letal|fatal)|dose (?:letal|fatal) de|(?:jeito|forma|maneira|metodo) (?:mais )?(?:indolor|sem dor|rapid[oa]|facil|eficaz) (?:de|para|pra) (?:morrer|me matar|se matar|suicidar|se suicidar)|como (?:me matar|se matar|me suicidar|se suicidar|se enforcar|me enforcar|morrer sem dor)|morrer sem dor`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:tomei|engoli|tomou|engoliu) (?:uns |umas |tipo |quase |mais de )?(?:todos|todas|tudo|uma cartela|um monte de|varios|varias|muitos|muitas|a caixa|o frasco|\\d\\d+) ${gap(2)}${PILLS}|(?:estou|to|tou|eu to) (?:em cima|no alto|na beira|na borda|no parapeito) (?:do|da|de) (?:predio|ponte|telhado|laje|janela|viaduto) ${gap(3)}(?:pular|agora|adeus|pronto|pronta)|(?:faca|lamina|corda) (?:na mao|no pescoco)(?! ${gap(4)}(?:legumes|cozinh\\w*|cortando|cebola|pao|carne))|cortei (?:os )?(?:meus )?pulsos|${NAO} para de sangrar|vou pular agora`,
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:me corto|me cortei|me cortar|me cortando|me machuco|me machuquei|me machucar|me queimo|me queimei|me queimar|me bato|me mutilar)(?! (?:o cabelo|a franja|as unhas|com papel|na cozinha|cozinhando|jogando|no joelho|ao cair|(?:no|na|com o|com a) (?:forno|ferro|panela|frigideira|agua|oleo|cafe|sol|fogao)))|automutilacao|autolesao|autolesoes|(?:cortes|marcas) nos (?:bracos|pulsos|coxas)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    pattern: `(?:essa|esta|e) (?:e )?(?:a )?minha ultima mensagem(?! (?:de hoje|por hoje|do dia|antes de|ate))|quando (?:voces|vc|voce) (?:lerem|ler) isso ${gap(2)}(?:nao|ja nao) (?:vou estar|estarei)|amanha (?:ja )?nao (?:vou estar|estarei) aqui`,
  },
  {
    category: 'farewell',
    level: 'high',
    pattern: `adeus (?:a todos|pra sempre|para sempre|mundo)|(?:diz|diga|digam) (?:pra|para|a) minha (?:mae|familia|irma) que eu (?:amo|te amo|amo ela|sinto muito)|(?:dei|doei|to dando|estou dando) (?:todas )?(?:as )?minhas coisas|${NAO} (?:vou estar|estarei) (?:aqui|mais aqui) por muito tempo`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    intent: true,
    pattern: `obrigad[oa] por tudo|me perdoem|me perdoa por tudo|amo voces|vou fazer (?:isso )?(?:hoje|agora|essa noite|amanha)|ja ta na hora|logo tudo acaba`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    pattern: `(?:${THIRD}) ${gap(3)}(?:quer|vai|tentou|ta pensando em|esta pensando em|fala em|falou em|ameacou) ${gap(1)}(?:se matar|se suicidar|morrer|tirar a propria vida|se cortar|se machucar|se jogar)|(?:ela|ele) se (?:corta|machuca|mutila)`,
  },
]

export const portuguese: LanguagePack = {
  rules,
  idioms: `morrendo de|mort[oa] de (?:rir|cansaco|fome|sono|medo|vergonha|calor)|morri de (?:rir|vergonha|medo)|morrer de (?:rir|vergonha|fome|sono|tedio|saudade)|me mata de rir|(?:isso|esse|essa|ele|ela|voce|vc) me mata|matar (?:aula|a saudade|o tempo|a fome|a sede)|(?:minha mae|meu pai|meu chefe|minha chefe|professor|professora) ${gap(2)}(?:vai|vao) me matar|vou me matar de (?:estudar|trabalhar|rir)|(?:personagem|boss|chefao|jogo) ${gap(3)}(?:morre|mata|matar|morreu)|suicidio (?:politico|social)|to mort[oa]|kkk+`,
  negators: 'nao|n|nunca|jamais|nem',
  negationBreakers: 'sei se|sei|acho que|aguento|consigo|suporto',
  pastMarkers:
    'antes|ha anos|anos atras|ha muito tempo|quando eu era (?:crianca|adolescente|mais nova|mais novo|nova|novo)|na adolescencia|no passado|costumava|ano passado',
  recovery:
    '(?:ja |agora )?(?:estou|to|tou|me sinto) (?:bem )?melhor|(?:estou|to) bem agora|ja passou|superei|fazendo terapia|to em tratamento|estou em tratamento|procurei ajuda',
  selfSubjects: 'eu|me|mim',
  thirdSubjects: THIRD,
  otherSubjects:
    'um homem|uma mulher|um jovem|uma jovem|as pessoas|alguem|a gente|nos|voce|vc|o personagem',
  reporting:
    'noticia|noticias|jornal|reportagem|materia|artigo|filme|serie|novela|livro|romance|historia|personagem|jogo|game|redacao|trabalho da faculdade|tcc|estudo|aula|taxa|taxas|estatisticas|enfermeira|medico|paciente|pacientes|protocolo|musica|letra|poema|prevencao|setembro amarelo|durkheim',
}
