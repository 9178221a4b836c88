import { alpha, createTheme } from '@mui/material/styles';

/** Brand blue and the neutrals used across the landing page, the sign-in screens and the dashboard. */
export const brand = {
  blue: '#1d5bf0',
  blueDark: '#1442b8',
  blueLight: '#e8efff',
  ink: '#0b1426',
  slate: '#51607a',
  line: '#e3e8f2',
  canvas: '#f6f8fc',
  navy: '#0a1330',
} as const;

/**
 * The dashboard's colours beyond MUI's palette, as palette entries so `sx` can name them ('surface.subtle',
 * 'tint.danger'), and the gradients and shadows as theme tokens (theme.tokens).
 */
const extraPalette = {
  surface: { subtle: '#fbfcfe', header: '#f8fafd', rowHover: '#f8faff', hover: '#eef2f8', muted: brand.canvas, raised: '#f3f6fb' },
  tint: {
    primary: '#eaf0ff',
    primaryActive: brand.blueLight,
    danger: '#fdecec',
    dangerHover: '#fdf2f2',
    dangerBorder: '#f3c2c2',
    neutral: '#eef1f6',
    neutralText: '#3c4a63',
    neutralBorder: '#dde3ec',
    strongBorder: '#cfd8e6',
    tip: '#d97706',
  },
  soon: { text: '#92400e', background: '#fef3c7', border: '#fde68a' },
  toast: { success: '#15803d', error: '#b91c1c', warning: '#b45309', info: brand.ink, text: '#ffffff' },
  plan: {
    pro: { text: '#5b21b6', background: 'linear-gradient(135deg, #f3e8ff 0%, #e0e7ff 100%)', border: '#d8c5fb' },
    basic: { text: brand.blueDark, background: brand.blueLight, border: '#c9d8fb' },
    free: { text: '#3c4a63', background: '#eef1f6', border: '#dde3ec' },
  },
};

const tokens = {
  gradients: {
    brand: `linear-gradient(135deg, ${brand.blue} 0%, ${brand.blueDark} 100%)`,
    avatar: `linear-gradient(135deg, #3b7bff 0%, ${brand.blueDark} 100%)`,
    iconTile: 'linear-gradient(145deg, #eef3ff 0%, #dfe8ff 100%)',
  },
  shadows: {
    iconTile: 'inset 0 0 0 1px #d3def9',
    menu: `0 16px 40px -12px ${alpha(brand.ink, 0.25)}`,
    popover: `0 24px 60px -20px ${alpha(brand.ink, 0.35)}`,
    toast: `0 10px 30px -10px ${alpha(brand.ink, 0.45)}`,
    fab: `0 10px 28px -8px ${alpha(brand.blue, 0.65)}`,
  },
  /** The visible keyboard focus ring of links, buttons and menu items. */
  focusRing: `0 0 0 3px ${alpha(brand.blue, 0.45)}`,
  topBar: { background: alpha('#ffffff', 0.92) },
  logo: { lightAccent: '#8fb2ff', gradientStart: '#3b7bff', onDark: '#ffffff' },
};

type ExtraPalette = typeof extraPalette;

declare module '@mui/material/styles' {
  interface Palette extends ExtraPalette {}
  interface PaletteOptions extends Partial<ExtraPalette> {}
  interface Theme {
    tokens: typeof tokens;
  }
  interface ThemeOptions {
    tokens?: typeof tokens;
  }
}

export const fontStack = [
  'Inter',
  'InterVariable',
  '"Segoe UI Variable Text"',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.blue, dark: brand.blueDark, light: '#5b8cff', contrastText: '#ffffff' },
    secondary: { main: '#7c3aed' },
    success: { main: '#16a34a' },
    warning: { main: '#d97706' },
    error: { main: '#dc2626' },
    text: { primary: brand.ink, secondary: brand.slate },
    background: { default: brand.canvas, paper: '#ffffff' },
    divider: brand.line,
    ...extraPalette,
  },
  tokens,
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: fontStack,
    h1: { fontWeight: 800, letterSpacing: '-0.035em', lineHeight: 1.08 },
    h2: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.12 },
    h3: { fontWeight: 750, letterSpacing: '-0.025em', lineHeight: 1.2 },
    h4: { fontWeight: 700, letterSpacing: '-0.02em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 700, letterSpacing: '-0.005em' },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth', WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        body: { textRendering: 'optimizeLegibility' },
        '::selection': { background: alpha(brand.blue, 0.18) },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18 },
        sizeLarge: { paddingBlock: 12, paddingInline: 24, fontSize: '1rem' },
        containedPrimary: {
          boxShadow: `0 1px 2px ${alpha(brand.ink, 0.12)}, 0 6px 16px -6px ${alpha(brand.blue, 0.55)}`,
          '&:hover': { boxShadow: `0 1px 2px ${alpha(brand.ink, 0.12)}, 0 10px 22px -8px ${alpha(brand.blue, 0.6)}` },
        },
      },
    },
    // A visible ring wherever the keyboard puts focus: links, buttons, menu items, icon buttons.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${brand.blue}`, outlineOffset: 2 } },
      },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outlineOffset: -2, backgroundColor: alpha(brand.blue, 0.08) } },
      },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 14 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: brand.line, borderRadius: 14 } },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { borderRadius: 10, backgroundColor: '#fff' },
      },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 10, alignItems: 'center' } },
    },
    MuiTooltip: {
      styleOverrides: { tooltip: { fontSize: '0.8rem', borderRadius: 8, backgroundColor: brand.ink } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600 } },
    },
  },
});
