// The noun phrase a missing word stands in, said again whole with a drawing in it (suggestion-phrase.ts): the
// count and plural kept, the words that said which one (road, red-crowned, line-marking) left with the word.
import { describe, expect, it } from 'vitest'
import { nounPhraseAt, pluralOf, sayPhrase } from './suggestion-phrase'

const said = (prompt: string, word: string, label: string) => {
  const at = prompt.indexOf(word)
  const phrase = nounPhraseAt(prompt, at, at + word.length)
  return prompt.slice(0, phrase.start) + sayPhrase(phrase, label) + prompt.slice(phrase.end)
}

describe('a noun phrase said with another thing', () => {
  it.each([
    ['two red-crowned cranes dancing', 'cranes', 'flamingo', 'two flamingos dancing'],
    ['an old steamer on the lake', 'steamer', 'ship', 'an old ship on the lake'],
    [
      'a road worker painting arrows',
      'worker',
      'construction worker',
      'a construction worker painting arrows',
    ],
    [
      'A road worker painting arrows',
      'worker',
      'construction worker',
      'A construction worker painting arrows',
    ],
    ['arrows with a line-marking machine', 'machine', 'sewing machine', 'arrows with a sewing machine'],
    ['the monasteries perched on the rocks', 'monasteries', 'castle', 'castles perched on the rocks'],
    ['icebergs floating in the lagoon', 'icebergs', 'hill', 'hills floating in the lagoon'],
    ['a kettledrum in the orchestra', 'kettledrum', 'cymbals', 'cymbals in the orchestra'],
    ['an astrolabe on the desk', 'astrolabe', 'clock', 'a clock on the desk'],
    ['a girl and her zorbo', 'zorbo', 'dog', 'a girl and her dog'],
    ['three little coatis in a tree', 'coatis', 'raccoon', 'three little raccoons in a tree'],
    ['Hairy Maclary chasing a cat', 'Maclary', 'dog', 'a dog chasing a cat'],
  ])('%s (%s -> %s): %s', (prompt, word, label, expected) => {
    expect(said(prompt, word, label)).toBe(expected)
  })
})

describe('the plural of a drawing name', () => {
  it.each([
    ['flamingo', 'flamingos'],
    ['ferry', 'ferries'],
    ['box', 'boxes'],
    ['fire truck', 'fire trucks'],
    ['man', 'men'],
    ['sheep', 'sheep'],
    ['monkey', 'monkeys'],
  ])('%s: %s', (label, plural) => {
    expect(pluralOf(label)).toBe(plural)
  })
})
