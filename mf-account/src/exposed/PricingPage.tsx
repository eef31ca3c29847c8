import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { PricingPage } from '../features/pricing/PricingPage.tsx';

export default themed<ModuleProps<'mf-account', 'PricingPage'>>(PricingPage);
