import { mediaUrl, srcSet, type OwnerPhoto } from "@shared/media";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT, type Translate } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import type { ListingRef } from "../api/get-photos";
import { useDeletePhoto, useSetMainPhoto } from "../api/change-photo";

const failed = (t: Translate<"ownerPhotos">, err: unknown, fallback: string) =>
  toast({ title: t("ownerPhotos.error"), description: (err instanceof ApiError && err.serverMessage) || fallback, variant: "destructive" });

/** The uploaded photos and logos; the first of each purpose is the main one (the list comes in that order). */
export function PhotoList({ listing, photos }: { listing: ListingRef; photos: OwnerPhoto[] }) {
  const t = useT("ownerPhotos");
  const remove = useDeletePhoto(listing);
  const makeMain = useSetMainPhoto(listing);
  const busy = remove.isPending || makeMain.isPending;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("ownerPhotos.list_label")}>
      {photos.map((photo, i) => {
        const main = photos.findIndex((p) => p.purpose === photo.purpose) === i;
        const thumb = photo.variants[0]!;
        return (
          <li key={photo.id} className="flex items-center gap-3 rounded-md border border-gray-200 p-3">
            <picture className="shrink-0">
              <source type="image/avif" srcSet={srcSet(photo.variants, "avif")} sizes="96px" />
              <img
                src={mediaUrl(thumb.webp, "webp")}
                srcSet={srcSet(photo.variants, "webp")}
                sizes="96px"
                alt={photo.alt}
                width={96}
                height={Math.round((96 * thumb.height) / thumb.width)}
                className="h-auto w-24 shrink-0 rounded bg-gray-100 object-contain"
              />
            </picture>
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="truncate text-sm text-gray-900">{photo.alt}</p>
              <p className="text-xs text-gray-600">
                {t("ownerPhotos.purpose", { purpose: photo.purpose })}
                {main && ` ${t("ownerPhotos.main")}`}
              </p>
              <div className="flex flex-wrap gap-2">
                {!main && (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={busy}
                    aria-label={t("ownerPhotos.set_main_label", { alt: photo.alt, purpose: photo.purpose })}
                    onClick={() => makeMain.mutate(photo.id, { onError: (err) => failed(t, err, t("ownerPhotos.set_main_failed")) })}
                  >
                    {t("ownerPhotos.set_main")}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  aria-label={t("ownerPhotos.delete_label", { alt: photo.alt })}
                  onClick={() =>
                    remove.mutate(photo.id, {
                      onSuccess: () => toast({ title: t("ownerPhotos.deleted") }),
                      onError: (err) => failed(t, err, t("ownerPhotos.delete_failed")),
                    })
                  }
                >
                  {t("ownerPhotos.delete")}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
