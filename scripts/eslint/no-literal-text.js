/**
 * `local/no-literal-text` (issue 29): a component's text a person reads comes from the message
 * catalogs, never from a literal in the markup. Reports JSX text with a letter in it, a string with
 * a letter as a JSX child ({"Text"}, {`Text`}), and the same in the attributes people read or hear
 * (aria-label, title, alt, placeholder, ...). Text without letters (punctuation, numbers, "·") and
 * alt="" pass. eslint.config.js turns it on for the folders whose texts are in catalogs.
 */
const LETTER = /\p{L}/u;
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "title", "alt", "placeholder", "label"]);

const literalText = (node) => {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") return node.quasis.map((q) => q.value.cooked ?? "").join(" ");
  return null;
};

export default {
  meta: {
    type: "problem",
    docs: { description: "Texts people read come from the message catalogs (useT), not literals in JSX" },
    messages: {
      text: 'Text "{{text}}" is not from a message catalog: add it to the folder\'s locales/en.json and es.json and render t("…").',
      attribute: 'The {{name}} "{{text}}" is not from a message catalog: add it to the folder\'s locales/en.json and es.json and use t("…").',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, " ").slice(0, 40);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: "text", data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === "JSXAttribute") return;
        const text = literalText(node.expression);
        if (text && LETTER.test(text)) context.report({ node, messageId: "text", data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const text = literalText(node.value?.type === "JSXExpressionContainer" ? node.value.expression : node.value);
        if (text && LETTER.test(text)) context.report({ node, messageId: "attribute", data: { name, text: short(text) } });
      },
    };
  },
};
