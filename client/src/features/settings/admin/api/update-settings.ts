import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminSettings, UpdateSettings } from "@shared/admin/settings";
import { patchJson } from "@/lib/api-client";
import { SETTINGS_KEY } from "./get-settings";

/** PATCH /api/admin/settings: answers every setting as it now is. */
export const updateSettings = (body: UpdateSettings) => patchJson<AdminSettings>(SETTINGS_KEY[0], body);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSettings, onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings) });
}
