import type { ReactNode } from "react";

/** The signed-out screens' frame: the directory's mark, a heading and one card, centered at any width. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:py-16">
      <a href="/" className="mb-6 flex items-center gap-2 rounded font-bold text-brand-900">
        <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
        <span className="text-lg leading-tight">Business Directory</span>
      </a>
      <main className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
