import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { MAX_UPLOAD_BYTES, type PhotoPurpose } from "@shared/media";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { usePhotos, type ListingRef } from "../api/get-photos";
import { useUploadPhoto } from "../api/upload-photo";
import { PhotoList } from "./photo-list";

const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage) || fallback;

/**
 * The Photos section of an owned listing in /account: upload (with progress and the server's
 * reason when it refuses a file), then the list with "Set as main" and "Delete".
 */
export function PhotosSection({ listing }: { listing: ListingRef }) {
  const t = useT("ownerPhotos");
  const ids = useId();
  const [purpose, setPurpose] = useState<PhotoPurpose>(listing.kind === "business" ? "logo" : "photo");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<{ field: "file" | "alt"; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(listing);
  const photos = usePhotos(listing);
  // The field a message is about takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (error) document.getElementById(`${ids}-${error.field}`)?.focus();
  }, [error, ids]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setError({ field: "file", text: t("ownerPhotos.choose_file") });
    if (file.size > MAX_UPLOAD_BYTES) return setError({ field: "file", text: t("ownerPhotos.too_large") });
    if (!alt.trim()) return setError({ field: "alt", text: t("ownerPhotos.describe") });
    setError(null);
    setProgress(0);
    upload.mutate(
      { file, purpose, alt: alt.trim(), onProgress: setProgress },
      {
        onSuccess: () => {
          toast({ title: t("ownerPhotos.uploaded"), description: t("ownerPhotos.uploaded_detail") });
          setAlt("");
          if (fileRef.current) fileRef.current.value = "";
          setFileName(null);
        },
        onError: (err) => {
          const altError = err instanceof ApiError ? err.fieldErrors?.alt?.[0] : undefined;
          setError(
            altError
              ? { field: "alt", text: altError }
              : {
                  field: "file",
                  // No answer at all: the words are ours, in the page's language.
                  text: err instanceof ApiError && err.status === 0 ? t("ownerPhotos.no_connection") : errorText(err, t("ownerPhotos.upload_failed")),
                },
          );
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  const fileError = error?.field === "file" ? error.text : null;
  const altError = error?.field === "alt" ? error.text : null;
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${ids}-title`} className="text-lg font-semibold">
        {t("ownerPhotos.title")}
      </h3>
      <p className="text-sm text-gray-700">{t("ownerPhotos.intro", { purpose: listing.kind === "business" ? "logo" : "photo" })}</p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id={`${ids}-file`} label={t("ownerPhotos.file")} required className="sm:col-span-2">
          {/*
           * The browser's own button and "no file chosen" speak the browser's language, not the
           * page's (an English "Choose File" on /es/account): the real input lies, invisible, over
           * our button and the chosen file's name, in the page's words. It stays the control a
           * click, a keyboard and a screen reader reach; its name is the field's label.
           */}
          <div className="relative flex min-h-11 items-center gap-3 rounded-md focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700">
            <span
              aria-hidden="true"
              className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-slate-300 bg-slate-50 px-3 text-sm font-medium text-gray-900"
            >
              {t("ownerPhotos.choose")}
            </span>
            <span aria-hidden="true" className="min-w-0 truncate text-sm text-gray-800">
              {fileName ?? t("ownerPhotos.none_chosen")}
            </span>
            <input
              ref={fileRef}
              id={`${ids}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${ids}-file-error` : undefined}
              onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
          </div>
          {fileError && (
            <p id={`${ids}-file-error`} role="alert" className="text-sm text-red-700">
              {fileError}
            </p>
          )}
        </Field>
        <Field id={`${ids}-alt`} label={t("ownerPhotos.alt")} required>
          <TextInput
            id={`${ids}-alt`}
            value={alt}
            maxLength={200}
            required
            onChange={(e) => setAlt(e.target.value)}
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `${ids}-alt-error` : undefined}
          />
          {altError && (
            <p id={`${ids}-alt-error`} role="alert" className="text-sm text-red-700">
              {altError}
            </p>
          )}
        </Field>
        <Field id={`${ids}-purpose`} label={t("ownerPhotos.use_as")}>
          <NativeSelect id={`${ids}-purpose`} value={purpose} onChange={(e) => setPurpose(e.target.value as PhotoPurpose)}>
            <option value="photo">{t("ownerPhotos.purpose", { purpose: "photo" })}</option>
            <option value="logo">{t("ownerPhotos.purpose", { purpose: "logo" })}</option>
          </NativeSelect>
        </Field>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? t("ownerPhotos.uploading") : t("ownerPhotos.upload")}
          </Button>
          {progress !== null && (
            <label className="flex items-center gap-2 text-sm text-gray-700">
              <progress value={progress} max={1} className="w-32" />
              <span aria-live="polite">{progress < 1 ? t("ownerPhotos.progress", { percent: Math.round(progress * 100) }) : t("ownerPhotos.resizing")}</span>
            </label>
          )}
        </div>
      </form>
      {photos.isPending ? (
        <p className="text-gray-600">{t("ownerPhotos.loading")}</p>
      ) : photos.error ? (
        <p role="alert">{t("ownerPhotos.load_error")}</p>
      ) : photos.data.length === 0 ? (
        <p className="text-gray-700">{t("ownerPhotos.empty")}</p>
      ) : (
        <PhotoList listing={listing} photos={photos.data} />
      )}
    </section>
  );
}
