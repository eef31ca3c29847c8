// antd is bundled per app (see README, "What a page costs in JavaScript"), so each remote applies the one theme with its own
// ConfigProvider: `export const themed = createThemed(ConfigProvider)` in the remote, then
// `export default themed(Screen)` for every exposed screen.
import type { ComponentType, ReactNode } from 'react';
import type { ThemeConfig } from 'antd';
import { theme } from './theme.ts';

type ThemeProvider = ComponentType<{ theme?: ThemeConfig; children?: ReactNode }>;

export function createThemed(Provider: ThemeProvider) {
  return function themed<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
    const Themed = (props: P) => (
      <Provider theme={theme}>
        <Screen {...props} />
      </Provider>
    );
    Themed.displayName = `Themed(${Screen.displayName ?? Screen.name})`;
    return Themed;
  };
}
