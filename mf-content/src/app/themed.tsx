// Every exposed screen of this remote gets the site theme through this remote's own antd.
import { ConfigProvider } from 'antd';
import { createThemed } from 'shared';

export const themed = createThemed(ConfigProvider);
