import { ContactPage } from '../features/contact/ContactPage.tsx';

// No antd on this screen (a plain form styled by the theme's CSS variables): no ConfigProvider either.
export default ContactPage;
