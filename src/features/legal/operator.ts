import { OPERATOR_TOKENS, type Operator, PLACEHOLDER_OPERATOR } from '../../../shared/contract'

/**
 * Who runs this Colorly, as the server wrote it into the page (<meta name="colorly-operator">, from
 * SUPPORT_EMAIL, COMPANY_NAME and COMPANY_ADDRESS). At build time (prerendering, no document) the tokens
 * the server fills in; in the Vite dev server, which fills nothing, the development placeholders.
 */
export function pageOperator(): Operator {
  if (typeof document === 'undefined') return OPERATOR_TOKENS
  const meta = document.querySelector<HTMLMetaElement>('meta[name="colorly-operator"]')
  const read = (key: keyof Operator) => {
    const value = meta?.dataset[key]
    return value && value !== OPERATOR_TOKENS[key] ? value : PLACEHOLDER_OPERATOR[key]
  }
  return { name: read('name'), supportEmail: read('supportEmail'), address: read('address') }
}
