import { ownerProfessionalPatchSchema } from "@shared/account/details";
import { localizedZodError } from "./api-messages";

describe("the schemas' own sentences in the API's Spanish (issue 29)", () => {
  const refused = (body: Record<string, unknown>) => {
    const result = ownerProfessionalPatchSchema.safeParse(body);
    if (result.success) throw new Error("expected a refusal");
    return result.error;
  };

  it("translates a sentence the catalog knows, and names the owners' fields in Spanish", () => {
    const body = { languages: [], phone: "call me", titleEs: "x".repeat(201) };
    const { fieldErrors } = localizedZodError(refused(body), "es", body);
    expect(fieldErrors).toEqual({
      languages: ["Elija al menos un idioma."],
      phone: ["Escriba el teléfono así: 210-555-0123."],
      titleEs: ["Cargo o título en español: escriba como máximo 200 caracteres."],
    });
  });

  it("keeps English answers as the schema words them", () => {
    const body = { languages: [] };
    expect(localizedZodError(refused(body), "en", body).fieldErrors).toEqual({ languages: ["Languages must include at least one language"] });
  });
});
