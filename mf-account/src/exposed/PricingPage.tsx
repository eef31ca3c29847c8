import { PricingPage } from '../features/pricing/PricingPage.tsx';

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default PricingPage;
