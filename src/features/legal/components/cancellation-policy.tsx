import { Link } from '@tanstack/react-router'
import {
  ANNUAL_REFUND_DAYS,
  CANCEL_HOURS_BEFORE_RENEWAL,
  CONTACT_EMAIL,
  DATA_RETENTION_DAYS,
} from '../legal-facts'
import { LegalDocument, type LegalSection } from './legal-document'

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>

const sections: LegalSection[] = [
  {
    id: 'how-to-cancel',
    heading: 'How to cancel',
    body: (
      <>
        <p>
          Open your <Link to="/account">Account</Link> page and choose <strong>Manage Account</strong>. There
          you can cancel your subscription in a few clicks; you do not need to write to us.
        </p>
        <ul>
          <li>
            <strong>Cancellation takes effect at the end of your paid period.</strong> Until then you keep
            your plan and can go on creating and downloading pages.
          </li>
          <li>No further payments are taken after you cancel.</li>
          <li>When the period ends, your account moves to the free plan.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'renewal',
    heading: 'Automatic renewal',
    body: (
      <p>
        Monthly plans renew every month and annual plans every year, automatically, until you cancel. To avoid
        being charged for the next period, cancel at least {CANCEL_HOURS_BEFORE_RENEWAL} hours before your
        renewal date.
      </p>
    ),
  },
  {
    id: 'reactivate',
    heading: 'Changing your mind',
    body: (
      <p>
        You can reactivate a cancelled subscription at any time before the period ends, from the same Manage
        Account page: the plan simply carries on and renews as before. After the period has ended, you can
        subscribe again at any time from the <Link to="/pricing">Pricing</Link> page.
      </p>
    ),
  },
  {
    id: 'your-data',
    heading: 'What happens to your data',
    body: (
      <>
        <p>
          Your account data (your email, your pages and their prompts, and your plan history) is kept for{' '}
          {DATA_RETENTION_DAYS} days after your cancellation takes effect, in case you come back. After those{' '}
          {DATA_RETENTION_DAYS} days it is deleted automatically and cannot be recovered.
        </p>
        <p>
          Download the pages you want to keep, as PNG or PDF, before then. If you subscribe again within the{' '}
          {DATA_RETENTION_DAYS} days, everything stays as it was.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <>
        <ul>
          <li>
            <strong>Annual plans</strong>: you may request a refund within {ANNUAL_REFUND_DAYS} days of the
            payment.
          </li>
          <li>
            <strong>Pro-rated refunds</strong> for the unused part of a period are considered case by case.
          </li>
          <li>
            <strong>Monthly plans</strong>: no partial refunds. Cancel before the next renewal and you will
            not be charged again.
          </li>
        </ul>
        <div className="legal__columns">
          <div className="legal__box legal__box--yes">
            <h3>Eligible for a refund</h3>
            <ul>
              <li>Technical issues that keep you from using Colorly and that we cannot fix.</li>
              <li>Duplicate charges.</li>
            </ul>
          </div>
          <div className="legal__box legal__box--no">
            <h3>Not eligible</h3>
            <ul>
              <li>Partial months.</li>
              <li>Used credits: pages you have already created.</li>
              <li>A change of mind.</li>
            </ul>
          </div>
        </div>
      </>
    ),
  },
  {
    id: 'request',
    heading: 'How to ask for a refund',
    body: (
      <p>
        Write to {mail} from the email address on your account, with the date of the charge and what went
        wrong. Approved refunds go back to the card or account you paid with. Your legal rights as a consumer
        are not affected by this policy.
      </p>
    ),
  },
]

export function CancellationPolicy() {
  return (
    <LegalDocument
      title="Cancellation Policy"
      intro={
        <p>
          Cancel any time from your Account page. You keep your plan until the end of the period you paid for,
          nothing renews after that, and your data is deleted {DATA_RETENTION_DAYS} days after the
          cancellation takes effect.
        </p>
      }
      sections={sections}
    />
  )
}
