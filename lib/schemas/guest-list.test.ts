import { describe, expect, it } from "vitest";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { guestSchema } from "./guest-list";

const valid = { firstName: " Anna ", lastName: "Muster", dateOfBirth: "1985-04-12", email: "" };
const errors = (input: Record<string, unknown>) => {
  const result = guestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("guestSchema", () => {
  it("accepts a guest and trims names; the e-mail is optional", () => {
    expect(guestSchema.parse(valid)).toEqual({ firstName: "Anna", lastName: "Muster", dateOfBirth: "1985-04-12", email: "" });
    expect(guestSchema.parse({ ...valid, email: "anna@example.ch" }).email).toBe("anna@example.ch");
  });

  it("requires first name, last name and date of birth", () => {
    expect(errors({ firstName: "", lastName: "  ", dateOfBirth: "", email: "" })).toEqual({
      firstName: "firstNameRequired",
      lastName: "lastNameRequired",
      dateOfBirth: "dateOfBirthRequired",
    });
    expect(errors({})).toMatchObject({ firstName: "firstNameRequired", dateOfBirth: "dateOfBirthRequired", email: "emailInvalid" });
  });

  it("rejects an invalid e-mail", () => {
    expect(errors({ ...valid, email: "not-an-email" })).toEqual({ email: "emailInvalid" });
  });

  it("rejects impossible and future dates, accepts today", () => {
    const today = todayIn(SITE_TIME_ZONE, new Date());
    expect(errors({ ...valid, dateOfBirth: "2027-02-30" })).toEqual({ dateOfBirth: "dateOfBirthInvalid" });
    expect(errors({ ...valid, dateOfBirth: "12.04.1985" })).toEqual({ dateOfBirth: "dateOfBirthInvalid" });
    expect(errors({ ...valid, dateOfBirth: addDays(today, 1) })).toEqual({ dateOfBirth: "dateOfBirthFuture" });
    expect(errors({ ...valid, dateOfBirth: today })).toEqual({});
  });

  it("limits name length", () => {
    expect(errors({ ...valid, firstName: "x".repeat(101) })).toEqual({ firstName: "nameTooLong" });
  });
});
