import localFont from "next/font/local";

// Self-hosted from @fontsource-variable/inter: the build machine has no internet (no next/font/google).
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  style: "normal",
  display: "swap",
});
