/** An inline state panel inside a section (error or empty list). */
export function InlineMessage({ title, text, tone = "neutral" }: { title: string; text: string; tone?: "neutral" | "error" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border p-8 text-center ${tone === "error" ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50"}`}
    >
      <h3 className={`text-lg font-semibold ${tone === "error" ? "text-red-800" : "text-slate-800"}`}>{title}</h3>
      <p className="mt-1 text-slate-700">{text}</p>
    </div>
  );
}
