import request from "supertest";
import { engines } from "../../test/database";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

/** Issue 28 item 3: a refused listing names each field in words a person uses, in fieldErrors the form shows beside the fields. */
describe.each(engines)("a refused listing on %s", (engine) => {
  const { database, app } = setupTestApp(engine);

  it("says a blank name and title are required (not 'must be text'), field by field", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    // The form sends its blank fields as null.
    const res = await request(app).post("/api/admin/professionals").set("Cookie", cookie).send({ name: null, title: null, phone: "call me" }).expect(400);
    expect(res.body.fieldErrors).toEqual({ name: ["Name is required"], title: ["Title is required"], phone: ["Phone must look like 210-555-0123"] });
  });

  it("names the field of a mistake only the database can tell, in fieldErrors too", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    const res = await request(app)
      .post("/api/admin/businesses")
      .set("Cookie", cookie)
      .send({ name: "Sample Shop", categoryId: 2_000_000_000, confirmDuplicate: true })
      .expect(400);
    expect(res.body).toEqual({
      message: "categoryId: Category must be chosen from the list",
      fieldErrors: { categoryId: ["Category must be chosen from the list"] },
    });
  });
});
