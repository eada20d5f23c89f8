import { describe, expect, it } from "vitest";
import { readStayQuery, writeStayQuery } from "./stay-query";

const read = (query: string) => readStayQuery(new URLSearchParams(query));

describe("readStayQuery", () => {
  it("reads dates and the party's own keys", () => {
    expect(read("checkIn=2027-02-13&checkOut=2027-02-20&adults=4&children6To16=2&children3To5=1&babies=1")).toEqual({
      checkIn: "2027-02-13",
      checkOut: "2027-02-20",
      adults: 4,
      children6To16: 2,
      children3To5: 1,
      babies: 1,
    });
  });

  it("takes the listing search's guests as adults", () => {
    expect(read("checkIn=2027-02-13&checkOut=2027-02-20&guests=6")).toMatchObject({ adults: 6, children6To16: 0 });
  });

  it("prefers the party's own keys over guests", () => {
    expect(read("guests=6&adults=3")).toMatchObject({ adults: 3 });
  });

  it("defaults to two adults and no dates", () => {
    expect(read("")).toEqual({ checkIn: "", checkOut: "", adults: 2, children6To16: 0, children3To5: 0, babies: 0 });
  });

  it("drops dates that are invalid or out of order, keeping a lone valid date", () => {
    expect(read("checkOut=2027-02-20")).toMatchObject({ checkIn: "", checkOut: "2027-02-20" });
    expect(read("checkIn=2027-02-20&checkOut=2027-02-13")).toMatchObject({ checkIn: "2027-02-20", checkOut: "" });
    expect(read("checkIn=2027-02-30&checkOut=2027-03-02")).toMatchObject({ checkIn: "", checkOut: "2027-03-02" });
    expect(read("checkIn=2027-02-13&checkOut=2027-02-13")).toMatchObject({ checkIn: "2027-02-13", checkOut: "" });
    expect(read("checkIn=<script>&checkOut=x")).toMatchObject({ checkIn: "", checkOut: "" });
  });

  it("clamps counts and ignores garbage", () => {
    expect(read("adults=0")).toMatchObject({ adults: 1 });
    expect(read("adults=500")).toMatchObject({ adults: 99 });
    expect(read("adults=-3")).toMatchObject({ adults: 2 });
    expect(read("adults=2.5&babies=x")).toMatchObject({ adults: 2, babies: 0 });
  });
});

describe("writeStayQuery", () => {
  it("writes the stay, replaces guests and keeps other keys", () => {
    const next = writeStayQuery(new URLSearchParams("village=saas-fee&guests=6&utm_source=x"), {
      checkIn: "2027-02-13",
      checkOut: "2027-02-20",
      adults: 4,
      children6To16: 0,
      children3To5: 2,
      babies: 0,
    });
    expect(Object.fromEntries(next)).toEqual({ village: "saas-fee", utm_source: "x", checkIn: "2027-02-13", checkOut: "2027-02-20", adults: "4", children3To5: "2" });
  });

  it("removes dates that were cleared", () => {
    const next = writeStayQuery(new URLSearchParams("checkIn=2027-02-13&checkOut=2027-02-20"), { checkIn: "", checkOut: "", adults: 2, children6To16: 0, children3To5: 0, babies: 0 });
    expect(next.toString()).toBe("adults=2");
  });

  it("round-trips", () => {
    const stay = { checkIn: "2027-12-27", checkOut: "2028-01-03", adults: 5, children6To16: 1, children3To5: 0, babies: 1 };
    expect(readStayQuery(writeStayQuery(new URLSearchParams(), stay))).toEqual(stay);
  });
});
