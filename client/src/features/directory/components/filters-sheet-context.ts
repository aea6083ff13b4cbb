import { createContext } from "react";

/** True inside the phone's Filters sheet (filters-sheet.tsx): the sidebar drops its search box and its frame there. */
export const InFiltersSheet = createContext(false);
