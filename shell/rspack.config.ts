import { createAppConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) => createAppConfig({ app: 'shell', dir: import.meta.dirname }, argv);
