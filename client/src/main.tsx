import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import { readInitialData, seedQueryClient } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

// Zod probes `new Function` to compile faster parsers; our CSP has no 'unsafe-eval', so the probe
// would be blocked and reported as a violation. Interpreted parsing is plenty fast for our forms.
z.config({ jitless: true });

// The server embeds the page's first data; seeded before render, it spares the first API round trip.
const queryClient = createQueryClient();
seedQueryClient(queryClient, readInitialData());

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
