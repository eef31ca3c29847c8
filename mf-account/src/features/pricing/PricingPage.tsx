import { Link } from 'shared/router';
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { usePageMeta } from 'shared';
import { PLANS, inrPrice } from './plans.ts';
import './pricing.css';

/** Why Buy Now is disabled, beside every button (and its accessible description). */
export const PURCHASE_CLOSED = 'Online payment is not open yet.';

export function PricingPage() {
  usePageMeta('Credit Plans', 'Credit plans priced in INR: Basic, Standard and Premium, with monthly credits for our services.');
  return (
    <section className="pricing">
      <Typography.Title level={1} className="pricing__title">
        Credit Plans
      </Typography.Title>
      <Typography.Paragraph className="pricing__lead">
        Purchase credits to use our services. All prices are shown in INR.
      </Typography.Paragraph>
      <Row gutter={[24, 24]} justify="center">
        {PLANS.map((plan) => (
          <Col key={plan.name} xs={24} md={8}>
            <Card
              className={`plan${plan.popular ? ' plan--popular' : ''}`}
              data-testid={`plan-${plan.name}`}
              title={plan.name}
              extra={plan.popular ? <Tag color="green">Most Popular</Tag> : null}
            >
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
                    <CheckOutlined /> {feature}
                  </li>
                ))}
              </ul>
              <Button type="primary" block disabled aria-describedby={`plan-${plan.name}-closed`}>
                Buy Now
              </Button>
              <p className="plan__closed" id={`plan-${plan.name}-closed`}>
                {PURCHASE_CLOSED} <Link to="/contact">Contact us</Link> to buy credits.
              </p>
            </Card>
          </Col>
        ))}
      </Row>
      <ul className="pricing__policy">
        <li>Credits reset monthly; unused credits do not carry over.</li>
        <li>No refunds.</li>
        <li>Subscriptions can be cancelled any time.</li>
      </ul>
    </section>
  );
}
