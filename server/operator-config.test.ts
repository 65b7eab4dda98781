import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_OPERATOR } from '../shared/contract'
import { loadConfig } from './config'

const SANDBOX = { BILLING: 'sandbox' }
const OPERATOR = {
  SUPPORT_EMAIL: 'help@colorly.com',
  COMPANY_NAME: 'Colorly Ltd',
  COMPANY_ADDRESS: '1 Main Street, Springfield',
}

describe("the operator's details are configuration", () => {
  it('npm start on the defaults shows the development placeholders', () => {
    expect(loadConfig({}).operator).toEqual(PLACEHOLDER_OPERATOR)
  })

  it('are read from SUPPORT_EMAIL, COMPANY_NAME and COMPANY_ADDRESS', () => {
    expect(loadConfig({ ...OPERATOR, NODE_ENV: 'production', ...SANDBOX }).operator).toEqual({
      supportEmail: 'help@colorly.com',
      name: 'Colorly Ltd',
      address: '1 Main Street, Springfield',
    })
  })

  it('a production start with any placeholder left refuses to start, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...SANDBOX })).toThrow(
      /SUPPORT_EMAIL, COMPANY_NAME, COMPANY_ADDRESS: a production start \(NODE_ENV=production\)/,
    )
    const { COMPANY_ADDRESS: _, ...noAddress } = OPERATOR
    expect(() => loadConfig({ NODE_ENV: 'production', ...SANDBOX, ...noAddress })).toThrow(
      /^Invalid configuration:\n {2}COMPANY_ADDRESS: /,
    )
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...SANDBOX,
        ...OPERATOR,
        SUPPORT_EMAIL: PLACEHOLDER_OPERATOR.supportEmail,
      }),
    ).toThrow(/SUPPORT_EMAIL: /)
  })

  it('a support address that is no email address is refused', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'write to us' })).toThrow(/SUPPORT_EMAIL/)
  })
})
