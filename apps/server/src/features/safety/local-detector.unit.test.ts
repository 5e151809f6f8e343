import { describe, expect, it } from 'vitest'
import { assessRisk } from './local-detector'
import type { RiskCategory, RiskLevel } from './risk'

type Case = [message: string, level: RiskLevel, category: RiskCategory]

function expectRisk([message, level, category]: Case) {
  const risk = assessRisk(message)
  expect(risk.level, message).toBe(level)
  expect(risk.categories, message).toContain(category)
}

describe('assessRisk keeps the verdicts of the former English patterns', () => {
  it.each([
    'I want to kill myself',
    "I'm going to KILL MYSELF.",
    'i think i will end my life tonight',
    'I have been feeling suicidal lately',
    'Suicide keeps crossing my mind',
    'I just want to die',
    'i wanna die',
    'I don’t want to be alive anymore',
    'I dont want to live anymore',
    'I have been self-harming again',
    'thinking about self harm',
    'I cut myself last night',
    'I keep hurting myself when I am upset',
    'I took an overdose once',
    'what if I overdosed on my pills',
    "There's no reason to live",
    'there is no point in living',
    'Everyone would be better off without me',
    'they would be happier if I was gone',
    'I wish I were dead',
    'I wish I was never born',
    'I want to take my own life',
    "I'm ready to end it all",
    'i wrote a suicide note',
    'Sometimes I wish I could go to sleep and never wake up',
    'My life is not worth living',
    'I want to hang myself',
  ])('flags %j', (message) => {
    expect(assessRisk(message).level).not.toBe('none')
  })

  it.each([
    'This traffic is killing me',
    'I could kill for a coffee right now',
    'The battery died on my phone',
    "I'm dying to see the new movie",
    'That is a killer app',
    'My plants keep dying',
    'I laughed so hard I almost died',
    'I am going to die of embarrassment',
    'the killer in the book was the butler',
    'She killed it at her presentation',
    'My boss will kill me if I am late',
    'I cut my hair myself',
    'We need to cut costs',
    'I took my medicine this morning',
    'I want to live a healthier life',
    'I hurt my knee running',
    'The deadline is killing my mood',
    'Die Hard is my favourite film',
    'Please help me plan a birthday party',
    'I am so tired today but happy',
  ])('does not flag %j', (message) => {
    expect(assessRisk(message)).toEqual({ level: 'none', categories: [] })
  })
})

describe('assessRisk reads each category in six languages', () => {
  it.each<Case>([
    ['i wish i could just disappear', 'concern', 'passive_ideation'],
    ['everyone would be better off without me tbh', 'concern', 'passive_ideation'],
    ['ojalá no despertar mañana', 'concern', 'passive_ideation'],
    ['je voudrais juste disparaître', 'concern', 'passive_ideation'],
    ['ich wünschte ich wäre tot', 'concern', 'passive_ideation'],
    ['queria nunca ter nascido', 'concern', 'passive_ideation'],
    ['vorrei non essere mai nata', 'concern', 'passive_ideation'],
  ])('passive ideation: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['i really want to die', 'high', 'active_ideation'],
    ['no quiero vivir más', 'high', 'active_ideation'],
    ["j'ai envie de mourir", 'high', 'active_ideation'],
    ['ich will mich umbringen', 'high', 'active_ideation'],
    ['eu quero me matar', 'high', 'active_ideation'],
    ['voglio togliermi la vita', 'high', 'active_ideation'],
  ])('active ideation: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['i have a plan to kill myself', 'high', 'plan'],
    ["i'm going to kill myself on saturday", 'high', 'plan'],
    ['tengo un plan para matarme', 'high', 'plan'],
    ["j'ai tout prévu", 'high', 'plan'],
    ['ich sammle schon seit wochen tabletten', 'high', 'plan'],
    ['ja tenho um plano pra me matar', 'high', 'plan'],
    ['ho scritto la mia lettera d addio', 'high', 'plan'],
    ['gonna end it tonight', 'imminent', 'plan'],
  ])('plans: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['how many tylenol would it take to die', 'high', 'method'],
    ['whats the most painless way to die', 'high', 'method'],
    ['cuántas pastillas necesito para morir', 'high', 'method'],
    ['comment se suicider sans douleur', 'high', 'method'],
    ['wie viele tabletten sind tödlich', 'high', 'method'],
    ['qual a dose letal de rivotril', 'high', 'method'],
    ['come uccidersi senza dolore', 'high', 'method'],
  ])('methods: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['i just took the whole bottle of pills', 'imminent', 'in_progress'],
    ["i'm standing on the edge of the roof", 'imminent', 'in_progress'],
    ['me tomé todas las pastillas', 'imminent', 'in_progress'],
    ["j'ai avalé toute la boîte de cachets", 'imminent', 'in_progress'],
    ['ich stehe auf der brücke und werde jetzt springen', 'imminent', 'in_progress'],
    ['tomei todos os meus remédios', 'imminent', 'in_progress'],
    ['sono sul tetto e sto per buttarmi giù dal tetto', 'imminent', 'in_progress'],
  ])('danger in progress: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['been cutting again', 'high', 'self_harm'],
    ['me corto los brazos cuando estoy mal', 'high', 'self_harm'],
    ['je me scarifie depuis des mois', 'high', 'self_harm'],
    ['ich ritze mich wieder', 'high', 'self_harm'],
    ['eu me corto quando fico ansiosa', 'high', 'self_harm'],
    ['mi taglio di nuovo', 'high', 'self_harm'],
  ])('self-harm: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['this is my last message, goodbye', 'imminent', 'farewell'],
    ["i'm giving away all my stuff", 'high', 'farewell'],
    ['adiós a todos', 'high', 'farewell'],
    ["c'est mon dernier message", 'imminent', 'farewell'],
    ['das ist meine letzte nachricht', 'imminent', 'farewell'],
    ['essa é minha última mensagem', 'imminent', 'farewell'],
    ['addio a tutti', 'high', 'farewell'],
  ])('farewells: %j', (...c) => expectRisk(c))

  it.each<Case>([
    ['my friend says she wants to kill herself', 'high', 'third_party'],
    ['mi hermano se quiere suicidar', 'high', 'third_party'],
    ['ma copine veut se suicider', 'high', 'third_party'],
    ['meine schwester will sich umbringen', 'high', 'third_party'],
    ['minha amiga quer se matar', 'high', 'third_party'],
    ['la mia amica vuole uccidersi', 'high', 'third_party'],
    ['my brother took a bunch of pills and wont wake up', 'imminent', 'third_party'],
  ])('someone else: %j', (...c) => expectRisk(c))
})

describe('assessRisk sees through how people type', () => {
  it.each<Case>([
    ['kms', 'high', 'active_ideation'],
    ['i want to k*ll myself', 'high', 'active_ideation'],
    ['k1ll mys3lf', 'high', 'active_ideation'],
    ['i want to diiiie', 'high', 'active_ideation'],
    ['im su1c1dal', 'high', 'active_ideation'],
    ['i wanna unalive myself', 'high', 'active_ideation'],
    ['thinking about commiting sewerslide', 'high', 'active_ideation'],
    ['i want to k i l l myself', 'high', 'active_ideation'],
    ['i want to kill myslef', 'high', 'active_ideation'],
    ['QUIERO MORIR', 'high', 'active_ideation'],
    ['ich möchte sterben', 'high', 'active_ideation'],
    ['ich moechte sterben', 'high', 'active_ideation'],
  ])('%j', (...c) => expectRisk(c))
})

describe('assessRisk weighs negation, the past and the context', () => {
  it.each([
    'i would never kill myself',
    "don't worry i'm not suicidal",
    'no me quiero morir',
    "j'ai pas envie de mourir",
    'this boss fight is killing me lol',
    'i could kill for a pizza',
    'me muero de risa jajaja',
    'ich sterbe vor lachen',
    'to morrendo de fome',
    'my character dies in chapter 3',
    'a man killed himself in the subway, the news said',
    'the suicide rate in japan is high',
    'the nurse checked the overdose protocol',
    "essay on Durkheim's Suicide",
    'I cut myself shaving',
  ])('does not flag %j', (message) => {
    expect(assessRisk(message).level).toBe('none')
  })

  it('lowers a past resolved wish to concern', () => {
    expect(assessRisk("I used to want to die but I'm doing much better now").level).toBe('concern')
  })
})
