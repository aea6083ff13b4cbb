import type { Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

/** The build's entry (client/index.html's script). */
const ENTRY = /[\\/]client[\\/]src[\\/]main\.tsx$/;
/** Our own code: the client's and the shared modules, not a library. */
const OURS = /[\\/](?:client[\\/]src|shared)[\\/][^?]*\.tsx?$/;

/** The lazily loaded modules (screens, sections) and the entry that reach `id` through static imports. */
function reachedFrom(id: string, meta: ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const at = queue.pop()!;
    const info = meta.getModuleInfo(at);
    // A lazily loaded module may also be imported statically: the walk goes on past it, up to the entry.
    if (at !== id && (ENTRY.test(at) || (info?.dynamicImporters.length ?? 0) > 0)) found.add(at);
    for (const importer of info?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return found;
}

/**
 * Rollup's manualChunks for the small modules the listing pages share with other screens: Rollup
 * gives each set of modules the same screens use a chunk of its own, so a listing page's first load
 * fetched seven chunks of 0.1 to 1.4 kB gzip (plans, hours and languages, an address's parts...)
 * and, on HTTP/1.1, each one beyond a few waited for a connection. Here those that import nothing
 * (or only each other) go in one chunk, `listing-shared`; another screen that needs one of them
 * loads the others too (~3 kB gzip). `listingScreens`: the listing screens' module ids.
 *
 * Only such leaves: Rollup moves a module's imports into its manual chunk with it, so a module that
 * imports React would bring React out of the entry script. And never a module of the entry's own
 * graph (the home page would then fetch this chunk first).
 */
export function listingLeafChunk(listingScreens: readonly string[]): (id: string, meta: ManualChunkMeta) => string | undefined {
  let eligible: Set<string> | undefined;
  /**
   * Our modules outside the entry's graph whose imports are all such modules too, so what Rollup
   * would move into the chunk with one of them is all of this kind: every candidate, less (until
   * none is left to take out) each that imports a module not in the set.
   */
  const eligibleModules = (meta: ManualChunkMeta): Set<string> => {
    const set = new Set([...meta.getModuleIds()].filter((id) => OURS.test(id) && ![...reachedFrom(id, meta)].some((at) => ENTRY.test(at))));
    for (let changed = true; changed;) {
      changed = false;
      for (const id of set) {
        if (!meta.getModuleInfo(id)!.importedIds.every((imported) => set.has(imported))) {
          set.delete(id);
          changed = true;
        }
      }
    }
    return set;
  };
  return (id, meta) => {
    eligible ??= eligibleModules(meta);
    if (!eligible.has(id)) return undefined;
    const from = [...reachedFrom(id, meta)];
    // Shared by a listing page and at least one other screen (one screen's own are in its chunk already).
    return from.length > 1 && from.some((screen) => listingScreens.includes(screen)) ? "listing-shared" : undefined;
  };
}
