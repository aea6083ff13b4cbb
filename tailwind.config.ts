import type { Config } from "tailwindcss";

// Tailwind v4 reads this through `@config` in client/src/index.css.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          600: "#1d4ed8",
          700: "#1e40af",
          800: "#1e3a8a",
          900: "#172554",
        },
        gold: { 400: "#facc15", 500: "#eab308", 600: "#a16207" },
      },
    },
  },
} satisfies Config;
