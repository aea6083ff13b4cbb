import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import rule from "./no-literal-text.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run("no-literal-text", rule, {
  valid: [
    'const a = <p>{t("home.title")}</p>;',
    'const a = <img alt="" src="/x.svg" />;',
    'const a = <p aria-label={t("x")}>{count} · {"—"}</p>;',
    'const a = <div className="flex gap-2" data-state="open" />;',
    'const a = <p>{" "}</p>;',
  ],
  invalid: [
    { code: "const a = <p>Visit Website</p>;", errors: [{ messageId: "text" }] },
    { code: 'const a = <p>{"Visit Website"}</p>;', errors: [{ messageId: "text" }] },
    { code: "const a = <p>{`Open ${n}`}</p>;", errors: [{ messageId: "text" }] },
    { code: 'const a = <button aria-label="Close menu" />;', errors: [{ messageId: "attribute" }] },
    { code: 'const a = <input placeholder={"Search"} />;', errors: [{ messageId: "attribute" }] },
    { code: 'const a = <img alt="Logo of the firm" />;', errors: [{ messageId: "attribute" }] },
    { code: "const a = <p>Señal</p>;", errors: [{ messageId: "text" }] },
  ],
});
