import { describe, expect, it } from 'vitest'
import { detectCrisis } from './english-patterns'

describe('detectCrisis', () => {
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
    expect(detectCrisis(message)).toBe(true)
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
    expect(detectCrisis(message)).toBe(false)
  })
})
