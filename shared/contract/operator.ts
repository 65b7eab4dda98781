/**
 * Who runs this Colorly: the name, support address and postal address the legal pages and mails show
 * (SUPPORT_EMAIL, COMPANY_NAME, COMPANY_ADDRESS). The server fills them into the HTML it sends, where the
 * build left these tokens; a production start refuses the development placeholders.
 */
export type Operator = { name: string; supportEmail: string; address: string }

export const OPERATOR_TOKENS: Operator = {
  name: '%COMPANY_NAME%',
  supportEmail: '%SUPPORT_EMAIL%',
  address: '%COMPANY_ADDRESS%',
}

/** The development defaults: placeholders, good for `npm start` on a laptop, refused in production. */
export const PLACEHOLDER_OPERATOR: Operator = {
  name: 'Colorly (development)',
  supportEmail: 'support@colorly.example',
  address: 'No postal address configured',
}
