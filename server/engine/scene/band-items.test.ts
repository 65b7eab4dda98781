// A band is drawn playing: three whole figures on a stage, the guitar in the first one's hands, the microphone
// at the singer's mouth, the drum before the drummer.
import { describe, expect, it } from 'vitest'
import { laidOut, near, plan } from './pose-test-kit'

describe('a band on a stage', () => {
  it('"a rock band playing on stage" draws three players, their instruments and the stage under them', () => {
    const { drawn } = laidOut(plan('a rock band playing on stage'))
    expect(drawn.figures.filter(Boolean)).toHaveLength(3)
    const { guitar, drum, stage, held } = drawn.art
    expect(stage && guitar && drum && held).toBeTruthy()
    const [guitarist, singer, drummer] = drawn.figures
    // The guitar at the guitarist's hands, the microphone at the singer's, the drum before the drummer.
    expect(near(guitarist.handR, guitar, 10)).toBe(true)
    expect(near(singer.handR, held, 10)).toBe(true)
    expect(drummer.box.minX < drum.maxX && drummer.box.maxX > drum.minX).toBe(true)
    // Everyone stands on the stage: its top under every figure's feet.
    for (const fig of drawn.figures) expect(fig.box.maxY).toBeLessThanOrEqual(stage.maxY)
    expect(stage.minX).toBeLessThan(Math.min(...drawn.figures.map((fig) => fig.box.minX)))
    expect(stage.maxX).toBeGreaterThan(Math.max(...drawn.figures.map((fig) => fig.box.maxX)))
  })
})
