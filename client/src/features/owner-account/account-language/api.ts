import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountLocale, AccountLocaleInput } from "@shared/account/locale";
import { getJson, putJson } from "@/lib/api-client";

/** GET/PUT /api/account/locale: the language of the owner's mails (issue 29). */
export const ACCOUNT_LOCALE_KEY = ["/api/account/locale"] as const;

export const useAccountLocale = () => useQuery({ queryKey: ACCOUNT_LOCALE_KEY, queryFn: () => getJson<AccountLocale>(ACCOUNT_LOCALE_KEY[0]) });

export function useSetAccountLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountLocaleInput) => putJson<AccountLocale>(ACCOUNT_LOCALE_KEY[0], input),
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_LOCALE_KEY, saved),
  });
}
