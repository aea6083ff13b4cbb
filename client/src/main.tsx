import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter, preloadScreen } from "./app/router";
import { firstRenderCatalogs } from "@shared/i18n/first-render";
import { splitLocalePath } from "@shared/i18n/locale";
import { activateLocale } from "./i18n/i18n";
import { readInitialData, seedQueryClient } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

// The server embeds the page's first data; seeded before render, it spares the first API round trip.
const queryClient = createQueryClient();
seedQueryClient(queryClient, readInitialData());

// The page's language comes from its address; the catalogs every page shows (header, footer), the
// first screen's own (`catalogs` in shared/routes.ts) and the screen's code load before the first
// render (the server preloads the same: shared/i18n/first-render.ts), so it shows the page whole,
// never the router's empty fallback first; other catalogs load as later screens ask for them.
const { locale, path } = splitLocalePath(window.location.pathname);
void Promise.all([activateLocale(locale, firstRenderCatalogs(path, locale)), preloadScreen(path, locale)]).then(() => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
