import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as accountKeys from "@shared/account-query-keys";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import type { OwnerPhoto, PhotoPurpose } from "@shared/media";
import { ApiError } from "@/lib/api-client";
import { newIdempotencyKey, pause, RETRY_DELAYS_MS } from "@/lib/idempotency-key";
import { photosUrl, type ListingRef } from "./get-photos";

export interface PhotoUpload {
  file: Blob;
  purpose: PhotoPurpose;
  alt: string;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/account/listings/:kind/:id/photos?purpose&alt with the file's bytes as the body
 * (the server checks what they are). XMLHttpRequest rather than fetch: only it reports upload
 * progress. Errors are ApiErrors, as the fetch helpers raise them. Sent with an Idempotency-Key
 * and retried with it when no answer came, as the fetch helpers do (lib/api-client.ts).
 */
export async function uploadPhoto(listing: ListingRef, upload: PhotoUpload): Promise<OwnerPhoto> {
  const url = `${photosUrl(listing)}?${new URLSearchParams({ purpose: upload.purpose, alt: upload.alt }).toString()}`;
  // One key for this upload; a retry after a lost answer reuses it, so the photo is stored once.
  const key = newIdempotencyKey();
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await sendOnce(url, upload, key);
    } catch (err) {
      const retry = err instanceof ApiError && (err.status === 0 || (err.status === 409 && err.message.includes(IDEMPOTENCY_IN_PROGRESS)));
      if (!retry) throw err;
    }
    await pause(delay);
  }
  return sendOnce(url, upload, key);
}

function sendOnce(url: string, { file, onProgress }: PhotoUpload, key: string): Promise<OwnerPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, key);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () =>
      reject(new ApiError(0, "The upload did not reach the server.", "The upload did not reach the server. Check your connection and try again."));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as OwnerPhoto);
      const { message, fieldErrors } = (body ?? {}) as { message?: unknown; fieldErrors?: Record<string, string[]> };
      reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText}`, typeof message === "string" ? message : undefined, undefined, fieldErrors));
    };
    xhr.send(file);
  });
}

export function useUploadPhoto(listing: ListingRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: PhotoUpload) => uploadPhoto(listing, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.listingPhotos(listing) }),
  });
}
