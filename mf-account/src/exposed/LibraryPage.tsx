import { LibraryPage } from '../features/library/LibraryPage.tsx';

// No antd on this screen (plain markup styled by the theme's CSS variables): no ConfigProvider either.
export default LibraryPage;
