/**
 * Validates every file in content/ with the same loader the build uses
 * (server/content/load-content.ts): shared zod schemas, Markdown bodies without
 * raw HTML, issue lists and aliases that resolve, featured listings that the sample directory
 * has (each named once per article). Prints one line per problem.
 * Usage: npx tsx scripts/check-content.ts
 */
import { loadContent } from "../server/content/load-content";

const { articles, issues, aliases, listedIn, problems } = loadContent();
const linking = articles.filter((a) => a.features.length > 0);
const linked = new Set(articles.flatMap((a) => a.features));
console.log(`${issues.length} issues, ${articles.length} articles, ${aliases.size} aliases, ${listedIn.size} listed in issues`);
console.log(`${linking.length} articles feature ${linked.size} listings of the sample directory`);
for (const p of problems) console.log(`PROBLEM ${p}`);
process.exit(problems.length ? 1 : 0);
