import { isDependencyAnnotationWarning } from "./quiet-dependency-annotations";

describe("isDependencyAnnotationWarning", () => {
  it("drops a dependency's misplaced annotation and keeps every other warning", () => {
    const zod = `node_modules/zod/v4/core/util.js (400:0): A comment\n\n"// Wrapped in a @__PURE__ IIFE"\n\nin "node_modules/zod/v4/core/util.js" contains an annotation that Rollup cannot interpret due to the position of the comment.`;
    expect(isDependencyAnnotationWarning(zod)).toBe(true);
    expect(isDependencyAnnotationWarning(`in "client/src/main.tsx" contains an annotation that Rollup cannot interpret`)).toBe(false);
    expect(isDependencyAnnotationWarning("node_modules/x/index.js: Circular dependency")).toBe(false);
  });
});
