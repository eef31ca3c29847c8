import { Link } from 'shared/router';
import { PathIcon, usePageMeta } from 'shared';
import { PLANS, inrPrice } from './plans.ts';
import './pricing.css';

/** Why Buy Now is disabled, beside every button (and its accessible description). */
/** antd's CheckOutlined. */
const CHECK_ICON =
  'M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z';

export const PURCHASE_CLOSED = 'Online payment is not open yet.';

export function PricingPage() {
  usePageMeta('Credit Plans', 'Credit plans priced in INR: Basic, Standard and Premium, with monthly credits for our services.');
  return (
    <section className="pricing">
      <h1 className="pricing__title">Credit Plans</h1>
      <p className="pricing__lead">Purchase credits to use our services. All prices are shown in INR.</p>
      <div className="pricing__plans">
        {PLANS.map((plan) => (
          <article key={plan.name} className={`plan${plan.popular ? ' plan--popular' : ''}`} data-testid={`plan-${plan.name}`}>
            <header className="plan__head">
              <h2 className="plan__name">{plan.name}</h2>
              {plan.popular && <span className="chip plan__popular">Most Popular</span>}
            </header>
            <div className="plan__body">
              <p className="plan__price">
                <span className="plan__amount">{inrPrice(plan)}</span> <span className="plan__per">/ month</span>
              </p>
              <p className="plan__credits">
                {plan.credits.toLocaleString('en-IN')} credits per month
                {plan.bonus && <span className="plan__bonus"> ({plan.bonus})</span>}
              </p>
              <ul className="plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <PathIcon d={CHECK_ICON} className="plan__check" /> {feature}
                  </li>
                ))}
              </ul>
              <button type="button" className="plan__buy" disabled aria-describedby={`plan-${plan.name}-closed`}>
                Buy Now
              </button>
              <p className="plan__closed" id={`plan-${plan.name}-closed`}>
                {PURCHASE_CLOSED} <Link to="/contact">Contact us</Link> to buy credits.
              </p>
            </div>
          </article>
        ))}
      </div>
      <ul className="pricing__policy">
        <li>Credits reset monthly; unused credits do not carry over.</li>
        <li>No refunds.</li>
        <li>Subscriptions can be cancelled any time.</li>
      </ul>
    </section>
  );
}
