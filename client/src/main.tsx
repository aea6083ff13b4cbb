import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import { readInitialData, seedQueryClient } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

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
