import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import { firstRenderCatalogs } from "@shared/i18n/first-render";
import { splitLocalePath } from "@shared/i18n/locale";
import { activateLocale } from "./i18n/i18n";
import { readInitialData, seedQueryClient } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

// The server embeds the page's first data; seeded before render, it spares the first API round trip.
const queryClient = createQueryClient();
seedQueryClient(queryClient, readInitialData());

// The page's language comes from its address; the catalogs every page shows (header, footer) and
// the first screen's own (`beforeRender` in shared/routes.ts) load before the first render (the
// server preloads the same ones: shared/i18n/first-render.ts), the others as their screens ask for them.
const { locale, path } = splitLocalePath(window.location.pathname);
void activateLocale(locale, firstRenderCatalogs(path, locale)).then(() => {
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
