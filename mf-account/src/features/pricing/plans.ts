// docs/product/accounts.md#credit-plans: USD price per month; the page shows INR = USD × 83. Credits reset monthly.
export const USD_TO_INR = 83;

export interface Plan {
  name: string;
  usdPrice: number;
  credits: number;
  bonus: string | null;
  features: string[];
  popular: boolean;
}

export const PLANS: Plan[] = [
  {
    name: 'Basic',
    usdPrice: 10,
    credits: 1500,
    bonus: null,
    features: ['1,500 credits every month', 'Ad-free reading while signed in', 'Email support within 48 hours'],
    popular: false,
  },
  {
    name: 'Standard',
    usdPrice: 20,
    credits: 1550,
    bonus: '+50 bonus credits',
    features: [
      '1,550 credits every month (+50 bonus)',
      'Ad-free reading while signed in',
      'Early access to new workflows',
      'Email support within 24 hours',
    ],
    popular: true,
  },
  {
    name: 'Premium',
    usdPrice: 30,
    credits: 1650,
    bonus: '+150 total bonus credits',
    features: [
      '1,650 credits every month (+150 total bonus)',
      'Ad-free reading while signed in',
      'Early access to new workflows',
      'Priority support',
    ],
    popular: false,
  },
];

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function inrPrice(plan: Plan): string {
  return inr.format(plan.usdPrice * USD_TO_INR);
}
