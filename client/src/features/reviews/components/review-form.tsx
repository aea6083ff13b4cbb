import { useState, type FormEvent } from "react";
import type { Locale } from "@shared/i18n/locale";
import type { ListingKind } from "@shared/listing-kind";
import type { OwnReview } from "@shared/reviews";
import { REVIEW_MAX_CHARS, WRITE_REVIEW_HASH } from "@shared/reviews";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextArea, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useLocale, useT } from "@/i18n/use-t";
import { useMemberLink } from "../api/member-sign-in";
import { useMyReview, useSaveMyReview } from "../api/my-review";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The write-a-review place: a button that opens the form, or the form at once on the
 * write-a-review address. The member's own review is asked for only then, so a listing page's
 * first load asks the API nothing (its reviews are in the first data).
 */
export function ReviewFormSlot({ kind, id }: { kind: ListingKind; id: number }) {
  const t = useT("reviews");
  const [open, setOpen] = useState(() => typeof window !== "undefined" && window.location.hash === WRITE_REVIEW_HASH);
  return (
    <div id={WRITE_REVIEW_HASH.slice(1)} className="mt-6">
      {open ? (
        <ReviewForm kind={kind} id={id} />
      ) : (
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          {t("reviews.open_form")}
        </Button>
      )}
    </div>
  );
}

/** The member's form: an emailed sign-in link when signed out, else write, edit or delete their review. */
function ReviewForm({ kind, id }: { kind: ListingKind; id: number }) {
  const t = useT("reviews");
  const mine = useMyReview(kind, id);
  if (mine.isPending || mine.isError) return null;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-semibold text-slate-900">{mine.data && mine.data !== "signed-out" ? t("reviews.edit") : t("reviews.write")}</h3>
      {mine.data === "signed-out" ? <SignInByLink /> : <Editor kind={kind} id={id} existing={mine.data} />}
    </div>
  );
}

function SignInByLink() {
  const t = useT("reviews");
  const link = useMemberLink();
  const [email, setEmail] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    link.mutate({ email, returnTo: window.location.pathname.replace(/\/$/, "") + WRITE_REVIEW_HASH });
  };
  if (link.isSuccess)
    return (
      <p role="status" className="mt-2 text-slate-800">
        {t("reviews.link_sent")}
      </p>
    );
  return (
    <form onSubmit={submit} className="mt-2 grid gap-3 sm:max-w-md">
      <p className="text-slate-700">{t("reviews.sign_in_intro")}</p>
      <Field id="review-email" label={t("reviews.email")} required>
        <TextInput id="review-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      {link.isError && (
        <p role="alert" className="text-red-800">
          {link.error instanceof ApiError ? (link.error.serverMessage ?? link.error.message) : String(link.error)}
        </p>
      )}
      <Button type="submit" disabled={link.isPending}>
        {t("reviews.send_link")}
      </Button>
    </form>
  );
}

function Editor({ kind, id, existing }: { kind: ListingKind; id: number; existing: OwnReview | null }) {
  const t = useT("reviews");
  const save = useSaveMyReview(kind, id, existing !== null);
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [body, setBody] = useState(existing?.body ?? "");
  const [visitMonth, setVisitMonth] = useState(existing?.visitMonth ?? thisMonth());
  const [shownName, setShownName] = useState(existing?.shownName ?? "");
  // The language the review is written in: the page's first, the writer may say otherwise.
  const pageLocale = useLocale();
  const [language, setLanguage] = useState<Locale>(existing?.language ?? pageLocale);
  const error = save.error instanceof ApiError ? save.error : null;
  const insider = error?.status === 403;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ stars, body, visitMonth, language, ...(shownName.trim() ? { shownName } : {}) }, { onSuccess: () => toast({ title: t("reviews.saved") }) });
  };
  return (
    <form onSubmit={submit} className="mt-2 grid gap-3">
      {(existing?.status === "held" || existing?.status === "not_recommended") && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {existing.status === "held" ? t("reviews.held") : t("reviews.not_recommended_own")}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("reviews.rating")}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-2xl text-amber-600">
              <input type="radio" name="review-stars" value={n} checked={stars === n} onChange={() => setStars(n)} required className="sr-only" />
              <span aria-hidden="true">{n <= stars ? "★" : "☆"}</span>
              <span className="sr-only">{t("reviews.stars", { stars: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="review-body" label={t("reviews.text")} required>
        <TextArea
          id="review-body"
          rows={5}
          required
          minLength={50}
          maxLength={REVIEW_MAX_CHARS}
          aria-describedby="review-body-hint"
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <p id="review-body-hint" className="text-sm text-slate-600">
          {t("reviews.text_hint")} {t("reviews.chars", { count: body.trim().length })}
        </p>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="review-month" label={t("reviews.month")} required>
          <TextInput id="review-month" type="month" required max={thisMonth()} value={visitMonth} onChange={(e) => setVisitMonth(e.target.value)} />
        </Field>
        <Field id="review-name" label={t("reviews.name")}>
          <TextInput id="review-name" maxLength={40} value={shownName} onChange={(e) => setShownName(e.target.value)} />
        </Field>
        <Field id="review-language" label={t("reviews.language")}>
          <NativeSelect id="review-language" value={language} onChange={(e) => setLanguage(e.target.value === "es" ? "es" : "en")}>
            <option value="en">{t("reviews.language.en")}</option>
            <option value="es">{t("reviews.language.es")}</option>
          </NativeSelect>
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-red-800">
          {insider ? t("reviews.insider") : t("reviews.failed", { message: error.serverMessage ?? error.message })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {existing ? t("reviews.update") : t("reviews.save")}
        </Button>
        {existing && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate(null, { onSuccess: () => toast({ title: t("reviews.deleted") }) })}
          >
            {t("reviews.delete")}
          </Button>
        )}
      </div>
    </form>
  );
}
