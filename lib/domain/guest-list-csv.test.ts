import { describe, expect, it } from "vitest";
import { guestListCsv, guestListFileName } from "./guest-list-csv";

const headers = { name: "Name", dateOfBirth: "Date of birth", email: "Email", arrival: "Arrival", departure: "Departure" };

describe("guestListCsv", () => {
  it("one row per guest with the stay's dates, escaped and guarded", () => {
    const csv = guestListCsv({
      headers,
      stay: { arrival: "2026-12-01", departure: "2026-12-08" },
      guests: [
        { firstName: "Anna", lastName: "Muster, jun.", dateOfBirth: "1985-04-12", email: "anna@example.ch" },
        { firstName: "=cmd|' /C calc'!A0", lastName: "X", dateOfBirth: "2015-06-30", email: "" },
      ],
    });
    expect(csv).toBe(
      "Name,Date of birth,Email,Arrival,Departure\r\n" +
        '"Anna Muster, jun.",1985-04-12,anna@example.ch,2026-12-01,2026-12-08\r\n' +
        "'=cmd|' /C calc'!A0 X,2015-06-30,,2026-12-01,2026-12-08\r\n",
    );
  });

  it("only the header without guests", () => {
    expect(guestListCsv({ headers, stay: { arrival: "2026-12-01", departure: "2026-12-08" }, guests: [] })).toBe("Name,Date of birth,Email,Arrival,Departure\r\n");
  });
});

describe("guestListFileName", () => {
  it("uses the reference, made safe", () => {
    expect(guestListFileName("SC-50000002", "id")).toBe("guest-list-SC-50000002.csv");
    expect(guestListFileName('a"b\r\n/c', "id")).toBe("guest-list-a_b___c.csv");
    expect(guestListFileName(null, "0f1e")).toBe("guest-list-0f1e.csv");
  });
});
