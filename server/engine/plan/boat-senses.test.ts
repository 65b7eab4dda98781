import { describe, expect, it } from 'vitest'
import { boatSenses } from './boat-senses'

describe('boatSenses', () => {
  it('reads a junk on the water or sailing as the Chinese sailing boat', () => {
    expect(boatSenses('old junks sailing in Halong Bay')).toBe('old Chinese junks sailing in Halong Bay')
    expect(boatSenses('a junk in the harbour')).toBe('a Chinese junk in the harbour')
    expect(boatSenses('a Chinese junk')).toBe('a Chinese junk')
  })
  it('leaves junk that is rubbish as it is', () => {
    expect(boatSenses('a pile of junk')).toBe('a pile of junk')
    expect(boatSenses('a robot made of junk in the yard')).toBe('a robot made of junk in the yard')
  })
})
