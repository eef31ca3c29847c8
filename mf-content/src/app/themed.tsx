// antd is bundled per app, so each exposed screen applies the one theme of `shared` itself.
import type { ComponentType } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from 'shared';

export function themed<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const Themed = (props: P) => (
    <ConfigProvider theme={theme}>
      <Screen {...props} />
    </ConfigProvider>
  );
  Themed.displayName = `Themed(${Screen.displayName ?? Screen.name})`;
  return Themed;
}
