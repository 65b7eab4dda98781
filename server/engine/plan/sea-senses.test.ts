import { describe, expect, it } from 'vitest'
import { boatSenses, lighthouseBeam } from './sea-senses'

describe('boatSenses', () => {
  it('reads a junk on the water or sailing as the Chinese sailing boat', () => {
    expect(boatSenses('old junks sailing in Halong Bay')).toBe('old chinese junks sailing in Halong Bay')
    expect(boatSenses('a junk in the harbour')).toBe('a chinese junk in the harbour')
    expect(boatSenses('a Chinese junk')).toBe('a chinese junk')
    expect(boatSenses('Ha Long Bay with a junk boat')).toBe('Ha Long Bay with a junk boat')
  })
  it('leaves junk that is rubbish as it is', () => {
    expect(boatSenses('a pile of junk')).toBe('a pile of junk')
    expect(boatSenses('a robot made of junk in the yard')).toBe('a robot made of junk in the yard')
  })
})

describe('lighthouseBeam', () => {
  it("reads a lighthouse's beam as the lighthouse shining it", () => {
    expect(lighthouseBeam('a lighthouse flashing its beam through thick fog')).toBe(
      'a lighthouse beam flashing through thick fog',
    )
    expect(lighthouseBeam('a lighthouse with its beam shining')).toBe('a lighthouse beam shining')
    expect(lighthouseBeam('a lighthouse shining its bright light over the sea')).toBe(
      'a lighthouse beam shining over the sea',
    )
  })
  it('leaves a lighthouse with no beam, and a beam of something else, as they are', () => {
    expect(lighthouseBeam('a lighthouse on the rocks')).toBe('a lighthouse on the rocks')
    expect(lighthouseBeam('a lighthouse and a boat with a light')).toBe(
      'a lighthouse and a boat with a light',
    )
  })
})
