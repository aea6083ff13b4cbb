import request from "supertest";
import { createApp } from "../app";
import { uniqueToken } from "../db/factories";
import { engines } from "../test/database";
import { staffSession } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";
import { testPasswordHasher } from "../test/password-hasher";

describe.each(engines)("API messages in the page's language (issue 29) on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      passwordHasher: testPasswordHasher,
      db,
      stripe: null,
      postRateLimit: { limit: 1_000_000 },
      contact: { rateLimit: { limit: 1, keyPrefix: uniqueToken("i18n-api") }, log: () => {} },
    }),
  );

  it("answers a Spanish page's invalid form in Spanish, field by field, and an English one as before", async () => {
    const body = { name: "", email: "not-an-email", message: "Hola" };
    const es = await request(app).post("/api/contact").set("Accept-Language", "es").send(body).expect(400);
    expect(es.body.fieldErrors).toEqual({ name: ["Nombre: este dato es obligatorio."], email: ["Correo electrónico: no es una dirección de correo válida."] });
    expect(es.body.message).toBe("Nombre: este dato es obligatorio. Correo electrónico: no es una dirección de correo válida.");
    const en = await request(app).post("/api/contact").send(body).expect(400);
    expect(Object.keys(en.body.fieldErrors).sort()).toEqual(["email", "name"]);
    expect(en.body.message).not.toMatch(/obligatorio|correo/);
  });

  it("says 404 and 429 in Spanish, and keeps /api/admin in English", async () => {
    expect((await request(app).get("/api/listings/professional/999999999/claim").set("Accept-Language", "es").expect(404)).body.message).toBe(
      "No hay ningún profesional con el id 999999999",
    );
    const send = () =>
      request(app).post("/api/contact").set("Accept-Language", "es-MX,es;q=0.9").send({ name: "Ana", email: "ana@example.com", message: "Hola" });
    await send().expect(201);
    const limited = await send().expect(429);
    expect(limited.body.message).toMatch(/^Demasiadas solicitudes\. Vuelva a intentarlo en \d+ minutos?\.$/);

    const staff = await staffSession(app, database.db, "editor");
    const admin = await request(app).get("/api/admin/professionals/999999999").set("Cookie", staff.cookie).set("Accept-Language", "es").expect(404);
    expect(admin.body.message).not.toMatch(/No hay/);
  });
});
