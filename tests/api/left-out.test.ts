import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageJson, imageListResponse, trialImageResponse } from '../../shared/contract'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  t = await createTestApp()
  user = await registerUser(t.app)
})
afterAll(() => t.close())

const generate = (prompt: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: false, complexity: 'easy', style: 'cartoon' },
    headers: authHeader(user.token),
  })
const charges = () => chargeCount(t.db, user.user.id)

describe('a page drawn without something the prompt names says so', () => {
  it('draws the main subject, names what is left out, and charges as for any page', async () => {
    const before = await charges()
    const res = await generate('a dog in a gazebo')
    expect(res.statusCode).toBe(201)
    const image = imageJson.parse(res.json())
    expect(image.subjects).toContain('dog')
    expect(image.left_out).toEqual(['gazebo'])
    expect(image.stand_ins).toEqual([])
    expect(await charges()).toBe(before + 1)
    // The library lists it the same way.
    const list = imageListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/images/', headers: authHeader(user.token) })).json(),
    )
    expect(list.find((p) => p.id === image.id)?.left_out).toEqual(['gazebo'])
  })

  it('says when a close kin is drawn instead of what was asked', async () => {
    const image = (await generate('a lionfish')).json()
    expect(image.subjects).toEqual(['fish'])
    expect(image.left_out).toEqual(['lionfish'])
    expect(image.stand_ins).toEqual([{ asked: 'lionfish', drawn: 'fish' }])
  })

  it('lists the named place with the subjects, and leaves nothing out of a page that has it all', async () => {
    const image = (await generate('a wolf howling at the moon')).json()
    expect(image.subjects).toEqual(['wolf', 'moon'])
    expect(image.left_out).toEqual([])
  })

  it('still refuses with 422 when the main subject itself cannot be drawn, charging nothing', async () => {
    const before = await charges()
    const res = await generate('a gazebo with a dog')
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toBe("Colorly can't draw 'gazebo' yet.")
    expect(await charges()).toBe(before)
  })

  it('the free trial answers what its page is drawn without', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/trial/',
      payload: { prompt: 'a dog in a gazebo', visitor_id: 'visitor-left-out-1' },
      remoteAddress: '203.0.113.77',
    })
    expect(res.statusCode).toBe(200)
    const trial = trialImageResponse.parse(res.json())
    expect(trial.left_out).toEqual(['gazebo'])
    expect(trial.stand_ins).toEqual([])
  })
})
