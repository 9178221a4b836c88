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
  },
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
