// Every staff screen of this remote: the site theme (themed) and antd's App, whose `message` and
// `notification` toasts the screens use for the results of their actions.
import type { ComponentType } from 'react';
import { App } from 'antd';
import { themed } from './themed.tsx';

export function adminScreen<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const WithToasts = (props: P) => (
    <App>
      <Screen {...props} />
    </App>
  );
  WithToasts.displayName = `AdminScreen(${Screen.displayName ?? Screen.name})`;
  return themed(WithToasts);
}
