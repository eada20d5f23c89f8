import { describe, expect, it } from "vitest";
import { isRetryableTransactionConflict, isUniqueViolation } from "./errors";

// Shapes as Prisma 7 reports them through the pg adapter (seen in a CI log) and as pg does.
const deadlock = { code: "P2034", message: "Transaction failed due to a write conflict or a deadlock. Please retry your transaction", meta: { driverAdapterError: { cause: { kind: "TransactionWriteConflict" } } } };

describe("isRetryableTransactionConflict", () => {
  it("knows Prisma's P2034 and PostgreSQL's deadlock and serialization codes", () => {
    expect(isRetryableTransactionConflict(deadlock)).toBe(true);
    expect(isRetryableTransactionConflict({ code: "40P01", message: "deadlock detected" })).toBe(true);
    expect(isRetryableTransactionConflict({ cause: { code: "40001" } })).toBe(true);
  });

  it("leaves every other refusal alone", () => {
    expect(isRetryableTransactionConflict({ code: "P2002" })).toBe(false);
    expect(isRetryableTransactionConflict({ code: "23P01", message: "stay_holds_no_overlap" })).toBe(false);
    expect(isRetryableTransactionConflict(new Error("boom"))).toBe(false);
    expect(isRetryableTransactionConflict(null)).toBe(false);
    expect(isUniqueViolation(deadlock)).toBe(false);
  });
});
