import type { Config } from 'tailwindcss';

/** Design tokens. Loaded by styles/globals.css through `@config`. `lg` (1024 px) is the mobile breakpoint (docs/product.md#constants). */
const config: Config = {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1440px',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#0b3a6e',
          dark: '#072547',
          light: '#e8f0f9',
          accent: '#c2410c',
          teal: '#13777e',
          gold: '#f2b134',
          surface: '#f4f7fb',
        },
        ink: {
          DEFAULT: '#1f2937',
          muted: '#4b5563',
        },
      },
      fontFamily: {
        sans: ['var(--font-inter-more)', 'var(--font-inter)', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
        display: ['var(--font-inter-more)', 'var(--font-inter)', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        drawer: '340px',
      },
      spacing: {
        header: '4.5rem',
      },
    },
  },
};

export default config;
