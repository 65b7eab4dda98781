// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  checkTeacherPin,
  exitWait,
  isKioskOn,
  KIOSK_KEY,
  LOCKOUT_MS,
  tryExitKiosk,
  turnKioskOn,
} from './kiosk-store'
import { hashPin, isValidPin } from './pin-hash'

describe('kiosk mode on this device', () => {
  beforeEach(() => localStorage.clear())

  it('keeps only a salted hash of the PIN, never the digits', async () => {
    turnKioskOn(await hashPin('2468', 1000))
    const stored = localStorage.getItem(KIOSK_KEY) ?? ''
    expect(stored).not.toContain('2468')
    expect(JSON.parse(stored)).toMatchObject({ iterations: 1000, salt: expect.any(String) })
    expect(isKioskOn()).toBe(true)
  })

  it('the right PIN leaves kiosk mode, a wrong one does not', async () => {
    turnKioskOn(await hashPin('2468', 1000))
    expect(await tryExitKiosk('1357')).toEqual({ ok: false, waitMs: 0 })
    expect(isKioskOn()).toBe(true)
    expect(await tryExitKiosk('2468')).toEqual({ ok: true })
    expect(isKioskOn()).toBe(false)
  })

  it("the teacher's PIN unlocks the print dialogs and kiosk mode stays on; wrong tries count the same", async () => {
    const now = 2_000_000
    turnKioskOn(await hashPin('2468', 1000))
    expect(await checkTeacherPin('1357', () => now)).toEqual({ ok: false, waitMs: 0 })
    expect(await checkTeacherPin('2468', () => now)).toEqual({ ok: true })
    expect(isKioskOn()).toBe(true)
    for (let i = 0; i < 5; i++) await checkTeacherPin('0000', () => now)
    expect(await tryExitKiosk('2468', () => now)).toEqual({ ok: false, waitMs: LOCKOUT_MS })
  })

  it('after 5 wrong PINs the next try has to wait, even the right one', async () => {
    let now = 1_000_000
    const clock = () => now
    turnKioskOn(await hashPin('2468', 1000))
    for (let i = 0; i < 4; i++) expect((await tryExitKiosk('0000', clock)).ok).toBe(false)
    expect(await tryExitKiosk('0000', clock)).toEqual({ ok: false, waitMs: LOCKOUT_MS })
    expect(await tryExitKiosk('2468', clock)).toEqual({ ok: false, waitMs: LOCKOUT_MS })
    expect(exitWait(now)).toBe(LOCKOUT_MS)
    now += LOCKOUT_MS
    expect(await tryExitKiosk('2468', clock)).toEqual({ ok: true })
  })

  it('a PIN is 4 to 8 digits', () => {
    expect(isValidPin('123')).toBe(false)
    expect(isValidPin('1234')).toBe(true)
    expect(isValidPin('12345678')).toBe(true)
    expect(isValidPin('123456789')).toBe(false)
    expect(isValidPin('12a4')).toBe(false)
  })
})
