import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { PricingPage } from './PricingPage.tsx';

function renderPricing() {
  return render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

describe('PricingPage', () => {
  it('shows the three plans in INR at 83 × the USD price, with their monthly credits', () => {
    renderPricing();
    expect(screen.getByText('Credit Plans')).toBeTruthy();
    expect(screen.getByText('Purchase credits to use our services. All prices are shown in INR.')).toBeTruthy();
    const expected = [
      ['Basic', '₹830', '1,500 credits per month'],
      ['Standard', '₹1,660', '1,550 credits per month'],
      ['Premium', '₹2,490', '1,650 credits per month'],
    ] as const;
    for (const [name, price, credits] of expected) {
      const card = within(screen.getByTestId(`plan-${name}`));
      expect(card.getByText(price)).toBeTruthy();
      expect(card.getByText(credits, { exact: false })).toBeTruthy();
      expect((card.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('says beside every disabled Buy Now why it is disabled, and gives that reason as its description', () => {
    renderPricing();
    for (const name of ['Basic', 'Standard', 'Premium']) {
      const card = within(screen.getByTestId(`plan-${name}`));
      const note = card.getByText(/Online payment is not open yet\./);
      expect(note.textContent).toBe('Online payment is not open yet. Contact us to buy credits.');
      expect(card.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
      const button = card.getByRole('button', { name: 'Buy Now' });
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')).toBe(note);
    }
  });

  it('marks Standard as Most Popular and no other plan', () => {
    renderPricing();
    expect(within(screen.getByTestId('plan-Standard')).getByText('Most Popular')).toBeTruthy();
    expect(within(screen.getByTestId('plan-Basic')).queryByText('Most Popular')).toBeNull();
    expect(screen.getByTestId('plan-Standard').className).toContain('plan--popular');
  });

  it('states the policy: monthly reset, no refunds, cancel any time', () => {
    renderPricing();
    expect(screen.getByText(/Credits reset monthly/)).toBeTruthy();
    expect(screen.getByText('No refunds.')).toBeTruthy();
    expect(screen.getByText('Subscriptions can be cancelled any time.')).toBeTruthy();
  });
});
