/** One plan card as GET /api/plans/ describes it (SPEC section 3, Plan definition). */
export type PlanDefinition = {
  id: 'starter' | 'hobbyist' | 'professional'
  name: string
  /** US dollars a month, billed monthly. */
  monthlyPrice: number
  /** US dollars a month, billed annually. */
  yearlyPrice: number
  /** What an annual subscription costs, charged once a year. */
  yearlyTotal: number
  imagesPerMonth: number
  features: string[]
  cta: string
  mostPopular: boolean
  priceIds: { monthly: string; yearly: string }
}

export type PlansResponse = {
  plans: PlanDefinition[]
  currency: 'usd'
  /** The server's sandbox: checkout charges no card. */
  testMode: boolean
}

/** The toggle on /pricing. */
export type BillingPeriod = 'monthly' | 'annual'
