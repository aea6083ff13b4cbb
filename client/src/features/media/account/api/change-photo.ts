import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as accountKeys from "@shared/account-query-keys";
import type { OwnerPhoto } from "@shared/media";
import { deleteJson, postJson } from "@/lib/api-client";
import { photosUrl, type ListingRef } from "./get-photos";

/** DELETE …/photos/:photoId: 204. */
export const deletePhoto = (listing: ListingRef, photoId: number) => deleteJson(`${photosUrl(listing)}/${photoId}`);

/** POST …/photos/:photoId/main: the photo becomes the one the public pages show; answers the new list. */
export const setMainPhoto = (listing: ListingRef, photoId: number) => postJson<OwnerPhoto[]>(`${photosUrl(listing)}/${photoId}/main`, {});

export function useDeletePhoto(listing: ListingRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => deletePhoto(listing, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.listingPhotos(listing) }),
  });
}

export function useSetMainPhoto(listing: ListingRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => setMainPhoto(listing, photoId),
    onSuccess: (photos) => queryClient.setQueryData(accountKeys.listingPhotos(listing), photos),
  });
}
