// The one antd theme of the site (docs/product/constants.md#theme: primary dark teal, secondary green, light green accents).
// Every app passes it to its ConfigProvider, so a remote looks the same as the shell around it.
import type { ThemeConfig } from 'antd';

export const palette = {
  primary: '#0b4f4a',
  secondary: '#2e9e6b',
  accent: '#c8f0d8',
  accentSoft: '#e8f8ee',
  text: '#10211f',
  muted: '#4d615e',
} as const;

/** Typography breakpoints: docs/product/constants.md#layout */
export const breakpoints = { small: 600, medium: 960 } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorSuccess: palette.secondary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorTextBase: palette.text,
    borderRadius: 10,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
  },
  components: {
    Button: { primaryShadow: 'none' },
    Card: { headerFontSize: 18 },
  },
};
